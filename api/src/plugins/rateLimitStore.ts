import { normalizeIP, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

import type { RateLimitRepository } from '../db/rateLimitRepository';
import { QuotaLeases, type Counted } from '../lib/quotaLeases';

/** The limit of a key made by `bucketKey`; keys without one count in the per-IP limit of every route. */
const DEFAULT_BUCKET = 'ip';
const SEPARATOR = '|';

/**
 * The client's key in the per-IP limits: @fastify/rate-limit's own `normalizeIP` (an IPv6 address counts by its
 * subnet) for IPv6; an address without ':' is IPv4 and is its own key, without normalizeIP's long pattern.
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

/** Keys (addresses, uids) whose leases an instance keeps at most. */
const MAX_LEASED_KEYS = 10_000;

/**
 * @fastify/rate-limit's `store` over the shared counters, spent in leases (lib/quotaLeases.ts). Per-route limiters
 * share it; limits are told apart by the bucket in their keys.
 */
export function databaseRateLimitStore(repository: RateLimitRepository): FastifyRateLimitStoreCtor {
  const leases = new QuotaLeases({
    maxKeys: MAX_LEASED_KEYS,
    take: (key, { windowMs, max }) => repository.take(...splitKey(key), windowMs, max),
  });
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number, max: number) {
      const counted = leases.spend(key);
      if (counted) return callback(null, counted);
      leases.take(key, { windowMs: timeWindow, max }).then(
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
