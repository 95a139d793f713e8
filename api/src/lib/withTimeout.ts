import type { FastifyRequest } from 'fastify';

import { ApiError } from '../errors/apiError';

/** An error whose `code` says the other side took longer than we wait. */
class TimeoutError extends Error {
  readonly code = 'timeout';
}

/** `promise`, or a TimeoutError after `ms` (the work itself is not cancelled, only no longer awaited). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A call to Firebase on behalf of `request`: its failure, or silence past `ms`, is logged and answered as a 503 the
 * caller may retry (whatever Firebase said stays in the log).
 */
export async function callFirebase<T>(request: FastifyRequest, ms: number, call: () => Promise<T>): Promise<T> {
  try {
    return await withTimeout(call(), ms);
  } catch (error) {
    request.log.warn({ err: error }, 'auth backend unavailable');
    throw new ApiError('unavailable');
  }
}
