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

/** Seconds a client should wait after a 503: long enough for a restart or failover, short enough to matter. */
const RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL codes of a server that cannot serve now: connection lost (08...), shutting down, too many clients, or a
 * statement it cancelled (57014: slower than DB_TIMEOUT_MS, e.g. waiting for a lock).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-3]|53300|57014)$/;

/** Node's codes of a database host that cannot be reached now: refused, reset, unknown to DNS (for now), no route. */
const UNREACHABLE =
  /^(ECONNREFUSED|ECONNRESET|ECONNABORTED|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH)$/;

/**
 * The database, not the request, failed: unreachable, restarting, out of connections, or slower than our timeouts
 * (pg's pool acquisition and query timeouts). The caller may retry: 503, never a hung request.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNREACHABLE.test(code))) return true;
  return (
    typeof message === 'string' &&
    /timeout exceeded when trying to connect|Query read timeout|Connection terminated/.test(message)
  );
}

function toApiError(error: FastifyError): ApiError {
  if (isApiError(error)) return error;
  if (isDatabaseUnavailable(error) || isDatabaseUnavailable((error as { cause?: unknown }).cause ?? {}))
    return new ApiError('unavailable');
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
    if (apiError.statusCode === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
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
