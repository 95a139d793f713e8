import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { ApiError } from '../errors/apiError';
import { bucketKey, clientKey } from '../plugins/rateLimitStore';

/** The caller's uid once the token is checked, its address before. */
export const byUser = (request: FastifyRequest) => request.user?.uid ?? clientKey(request.ip);
export const byAddress = (request: FastifyRequest) => clientKey(request.ip);

/**
 * A limit of its own (`bucket`, counted apart from the per-IP limit of every route) as a hook: past `max` requests of
 * a key per window, a 429 saying when to try again, as the per-IP limit does.
 */
export function ownLimit(
  app: FastifyInstance,
  bucket: string,
  { max, windowMs, key }: { max: number; windowMs: number; key: (request: FastifyRequest) => string },
) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => bucketKey(bucket, key(request)),
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const limit = await limiter(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('Retry-After', String(limit.ttlInSeconds));
    throw new ApiError('rate_limited');
  };
}
