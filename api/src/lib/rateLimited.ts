import type { FastifyReply } from 'fastify';

import { ApiError } from '../errors/apiError';

/** What a limiter of `app.createRateLimit` answers. */
interface LimitAnswer {
  isAllowed: boolean;
  isExceeded?: boolean;
  ttlInSeconds?: number;
}

/** A 429 past the limit, saying when to try again, as the per-IP limit of every route does. */
export function refuseOverLimit(limit: LimitAnswer, reply: FastifyReply): void {
  if (limit.isAllowed || !limit.isExceeded) return;
  reply.header('Retry-After', String(limit.ttlInSeconds ?? 0));
  throw new ApiError('rate_limited');
}
