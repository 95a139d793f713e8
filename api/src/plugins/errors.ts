import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { isAccountErased } from '../db/accountStanding';
import { ApiError, isApiError } from '../errors/apiError';

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

/** The database, not the request, failed (unreachable, restarting, out of connections, too slow): a 503 to retry. */
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
  // A request accepted before its account's erasure, whose write came after it: its token is no longer good.
  if (isAccountErased(error)) return new ApiError('unauthorized');
  if (isDatabaseUnavailable(error) || isDatabaseUnavailable((error as { cause?: unknown }).cause ?? {}))
    return new ApiError('unavailable');
  // Fastify's own errors (body too large, media type, empty or malformed JSON) carry their status.
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
}

/** Every error leaves as `{ code, message }`; 5xx are logged, never shown. */
export const errorHandling = fp(errorsPlugin, { name: 'thryve-errors', fastify: '5.x' });
