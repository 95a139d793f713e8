import { lt, sql } from 'drizzle-orm';

import type { AppDb } from './client';
import { rateLimitCounters } from './schema';

/** The limits counted per user: their key is the uid (the other limits count per address). */
export const USER_BUCKETS = { register: 'register-user', account: 'account-user' } as const;

interface RateLimitHit {
  /** Requests counted in this window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

export interface RateLimitRepository {
  /** Counts one request of `key` in the current fixed window of `windowMs` (the database's clock), atomically. */
  hit(bucket: string, key: string, windowMs: number): Promise<RateLimitHit>;
  /** Deletes the counters of windows that ended before `cutoff`; returns how many. */
  deleteExpiredBefore(cutoff: Date): Promise<number>;
}

/**
 * One upsert per request: concurrent requests of every instance serialise on the row, so the count is exact. The
 * window is the database's (one clock for all instances), aligned to multiples of its length. Built once: on
 * PostgreSQL a named prepared statement, as every request runs it.
 */
export function createRateLimitRepository(db: AppDb): RateLimitRepository {
  const windowParam = sql.placeholder('windowMs');
  // now() is the statement's start, one instant for every expression below.
  const nowMs = sql`floor(extract(epoch FROM now()) * 1000)::bigint`;
  const windowStart = sql`(${nowMs} / ${windowParam}) * ${windowParam}`;
  const hitQuery = db
    .insert(rateLimitCounters)
    .values({
      bucket: sql.placeholder('bucket'),
      key: sql.placeholder('key'),
      windowStart,
      expiresAt: sql`to_timestamp((${windowStart} + ${windowParam}) / 1000.0)`,
      count: 1,
    })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({
      current: rateLimitCounters.count,
      ttl: sql<number>`(${rateLimitCounters.windowStart} + ${windowParam} - ${nowMs})::int`,
    })
    .prepare('thryve_rate_limit_hit');

  return {
    async hit(bucket, key, windowMs) {
      const [row] = await hitQuery.execute({ bucket, key, windowMs });
      return { current: Number(row.current), ttl: Math.max(0, Number(row.ttl)) };
    },

    async deleteExpiredBefore(cutoff) {
      const deleted = await db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.expiresAt, cutoff))
        .returning({ key: rateLimitCounters.key });
      return deleted.length;
    },
  };
}
