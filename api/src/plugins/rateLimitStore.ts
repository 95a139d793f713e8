import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';

import type { QuotaGrant, RateLimitRepository } from '../db/rateLimitRepository';

/** A request's token (refused past the limit) and the ms left in its window: what a rate-limit store answers. */
export type Counted = { current: number; ttl: number };
export type Limit = { windowMs: number; max: number };

/**
 * The window's tokens `next` to `last` are this instance's until `ends` (this process's monotonic clock). `full`: the
 * take handed out a token past the limit, so the window has none left for anyone.
 */
type Lease = { next: number; last: number; ends: number; full: boolean };

/**
 * Each key's quota spent from memory: a block taken from the shared counter (`take`, one per key at a time) serves
 * this instance's requests until it is spent or its window ends. Blocks of all instances never overlap nor pass the
 * limit; what one leaves unspent is lost for its window (fewer requests accepted, never more). Once a take was handed
 * a token past the limit, the key's requests are refused from memory until the window ends.
 */
export class QuotaLeases {
  readonly #leases: LRUCache<string, Lease, Limit>;
  readonly #clock: { now(): number };

  constructor(options: {
    take(key: string, limit: Limit): Promise<QuotaGrant>;
    maxKeys: number;
    clock?: { now(): number };
  }) {
    const clock = (this.#clock = options.clock ?? performance);
    this.#leases = new LRUCache<string, Lease, Limit>({
      max: options.maxKeys,
      // A block taken is this instance's even when its lease was dropped meanwhile: the requests waiting spend it.
      ignoreFetchAbort: true,
      fetchMethod: async (key, _spent, { context }) => {
        const sent = clock.now();
        const { count, granted, ttl } = await options.take(key, context);
        // The database read its clock after `sent`, so the window ends no sooner than `sent + ttl` here; 1 ms less
        // for the fraction of a millisecond its clock was rounded down by.
        return { next: count - granted + 1, last: count, ends: sent + ttl - 1, full: count > context.max };
      },
    });
  }

  /** The next token from memory, or undefined when this instance holds none for `key` (then `take` one). */
  spend(key: string): Counted | undefined {
    const lease = this.#leases.get(key);
    return lease && this.#spend(lease);
  }

  /** The next token: from memory, or from a block taken for `key`. */
  async take(key: string, limit: Limit): Promise<Counted> {
    for (;;) {
      const held = this.#leases.get(key);
      const counted = held && this.#spend(held);
      if (counted) return counted;
      // A spent or ended lease is replaced; a take under way is joined.
      const lease = await this.#leases.fetch(key, { context: limit, forceRefresh: held !== undefined });
      const fresh = lease && this.#spend(lease);
      if (fresh) return fresh;
    }
  }

  #spend(lease: Lease): Counted | undefined {
    const ttl = lease.ends - this.#clock.now();
    if (ttl <= 0) return undefined;
    if (lease.next <= lease.last) return { current: lease.next++, ttl };
    return lease.full ? { current: lease.last, ttl } : undefined;
  }
}

/** The limit of a key made by `bucketKey`; keys without one count in the per-IP limit of every route. */
const DEFAULT_BUCKET = 'ip';
const SEPARATOR = '|';

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
 * @fastify/rate-limit's `store` over the shared counters, spent in leases. Per-route limiters share it; limits are
 * told apart by the bucket in their keys.
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
