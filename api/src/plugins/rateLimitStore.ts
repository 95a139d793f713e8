import { normalizeIP, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

import type { RateLimitRepository } from '../db/rateLimitRepository';

/** The limit of a key made by `bucketKey`; keys without one count in the per-IP limit of every route. */
const DEFAULT_BUCKET = 'ip';
const SEPARATOR = '|';

/**
 * The client's key in the per-IP limits: @fastify/rate-limit's own `normalizeIP` (an IPv6 address counts by its
 * subnet), which tests every address for IPv6 with a long pattern; an address without ':' is IPv4 and is its own key
 * (that test was 1% of a GET's CPU).
 */
export function clientKey(ip: string): string {
  return ip.includes(':') ? normalizeIP(ip) : ip;
}

/** A key of a limit of its own (e.g. register's), kept apart from the per-IP limit of every route. */
export function bucketKey(bucket: string, key: string): string {
  return `${bucket}${SEPARATOR}${key}`;
}

function splitKey(key: string): [bucket: string, key: string] {
  const at = key.indexOf(SEPARATOR);
  return at < 0 ? [DEFAULT_BUCKET, key] : [key.slice(0, at), key.slice(at + 1)];
}

/**
 * @fastify/rate-limit's documented `store` interface over the database: every instance counts in the same rows.
 * Children (per-route limiters) share it; limits are told apart by the bucket in their keys.
 */
export function databaseRateLimitStore(repository: RateLimitRepository): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const [bucket, rest] = splitKey(key);
      repository.hit(bucket, rest, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}
