import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { ApiError, isApiError } from '../errors/apiError';

/** Fastify's own error codes, mapped to ours. */
const FASTIFY_CODES: Record<string, ApiError['code']> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
};

function toApiError(error: FastifyError): ApiError {
  if (isApiError(error)) return error;
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return new ApiError(mapped);
  const status = error.statusCode ?? 500;
  if (status === 413) return new ApiError('payload_too_large');
  if (status === 415) return new ApiError('unsupported_media_type');
  if (status === 429) return new ApiError('rate_limited');
  if (status >= 400 && status < 500) return new ApiError('bad_request');
  return new ApiError('internal');
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else if (!isApiError(error)) request.log.info({ code: error.code }, error.message);
    return reply.status(apiError.statusCode).send(apiError.toBody());
  });

  app.setNotFoundHandler((_request, reply) => {
    const error = new ApiError('not_found');
    return reply.status(error.statusCode).send(error.toBody());
  });
}

/** Every error leaves as `{ code, message }`; 5xx are logged, never shown. */
export const errorHandling = fp(errorsPlugin, { name: 'thryve-errors', fastify: '5.x' });
