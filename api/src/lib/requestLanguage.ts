import { SUPPORTED_LOCALES } from '@thryve/shared/validation';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/**
 * The language to answer field messages in: the best of the catalogues' for the request's Accept-Language
 * (q-values and regions as RFC 9110 says: `es-MX` gets `es`); none or no match -> English.
 */
export function requestLanguage(request: FastifyRequest): string {
  return new Negotiator(request.raw).language(SUPPORTED_LOCALES) ?? 'en';
}
