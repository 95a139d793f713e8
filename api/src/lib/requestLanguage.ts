import { localizeFieldMessages, SUPPORTED_LOCALES } from '@thryve/contract/validation';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/** Field messages in the screens' language best matching Accept-Language (RFC 9110: `es-MX` gets `es`), or English. */
export function fieldMessages(request: FastifyRequest, errors: Record<string, string>): Record<string, string> {
  return localizeFieldMessages(errors, new Negotiator(request.raw).language(SUPPORTED_LOCALES) ?? 'en');
}
