import { sql, type SQL } from 'drizzle-orm';

import type { AppDb } from './client';
import { rateLimitCounters } from './schema';

/** The limits counted per user: their key is the uid (the other limits count per address). */
export const USER_BUCKETS = { register: 'register-user', account: 'account-user' } as const;

/**
 * A take hands out what is left of the window's quota divided by this, at least one token: single tokens once fewer
 * than twice this many are left, so that what the instances hold unspent near the limit is small.
 */
export const LEASE_SHARE = 16;

/** One take of a window's quota. */
export interface QuotaGrant {
  /** Tokens of the window handed out so far, these included: they are tokens `count - granted + 1` to `count`. */
  count: number;
  granted: number;
  /** Milliseconds until the window ends, from when the database read its clock. */
  ttl: number;
}

/**
 * One upsert per take: concurrent takes of every instance serialise on the row, so no token is handed out twice and
 * no take reaches past `max` while tokens are left. The window is the database's (one clock for all instances),
 * aligned to multiples of its length. Built once: a named prepared statement.
 */
export function createRateLimitRepository(db: AppDb) {
  const windowParam = sql.placeholder('windowMs');
  const share = (handedOut: SQL) =>
    sql`greatest(1, (${sql.placeholder('max')}::int - ${handedOut}) / ${sql.raw(String(LEASE_SHARE))})`;
  // now() is the statement's start, one instant for every expression below.
  const nowMs = sql`floor(extract(epoch FROM now()) * 1000)::bigint`;
  const windowStart = sql`(${nowMs} / ${windowParam}) * ${windowParam}`;
  const takeQuery = db
    .insert(rateLimitCounters)
    .values({
      bucket: sql.placeholder('bucket'),
      key: sql.placeholder('key'),
      windowStart,
      expiresAt: sql`to_timestamp((${windowStart} + ${windowParam}) / 1000.0)`,
      count: share(sql`0`),
      granted: share(sql`0`),
    })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart],
      // Both read the row as it was: `granted` is what this statement adds.
      set: {
        count: sql`${rateLimitCounters.count} + ${share(sql`${rateLimitCounters.count}`)}`,
        granted: share(sql`${rateLimitCounters.count}`),
      },
    })
    .returning({
      count: rateLimitCounters.count,
      granted: rateLimitCounters.granted,
      ttl: sql<number>`(${rateLimitCounters.windowStart} + ${windowParam} - ${nowMs})::int`,
    })
    .prepare('thryve_rate_limit_take');

  return {
    /**
     * Hands out a block of `key`'s quota of `max` in the current fixed window of `windowMs` (the database's clock): a
     * `LEASE_SHARE`th of what is left, at least one token (past `max`, one token that refuses its request). Atomic.
     */
    async take(bucket: string, key: string, windowMs: number, max: number): Promise<QuotaGrant> {
      const [row] = await takeQuery.execute({ bucket, key, windowMs, max });
      return { count: Number(row.count), granted: Number(row.granted), ttl: Math.max(0, Number(row.ttl)) };
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
