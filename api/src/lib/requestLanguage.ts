import { localizeFieldMessages, SUPPORTED_LOCALES } from '@thryve/shared/validation';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/**
 * Field messages in the caller's language, from the screens' catalogue: the best of the catalogues' for the request's
 * Accept-Language (q-values and regions as RFC 9110 says: `es-MX` gets `es`); none or no match -> English.
 */
export function fieldMessages(request: FastifyRequest, errors: Record<string, string>): Record<string, string> {
  return localizeFieldMessages(errors, new Negotiator(request.raw).language(SUPPORTED_LOCALES) ?? 'en');
}
