import { lt, sql } from 'drizzle-orm';

import type { AppDb } from './client';
import { rateLimitCounters } from './schema';

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

type Rows<T> = { rows: T[] };

/**
 * One upsert per request: concurrent requests of every instance serialise on the row, so the count is exact. The
 * window is the database's (one clock for all instances), aligned to multiples of its length.
 */
export function createRateLimitRepository(db: AppDb): RateLimitRepository {
  return {
    async hit(bucket, key, windowMs) {
      const result = (await db.execute(sql`
        WITH now AS (SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms)
        INSERT INTO rate_limit_counters AS c (bucket, key, window_start, expires_at, count)
        SELECT ${bucket}, ${key}, (ms / ${windowMs}) * ${windowMs},
               to_timestamp(((ms / ${windowMs}) * ${windowMs} + ${windowMs}) / 1000.0), 1
        FROM now
        ON CONFLICT (bucket, key, window_start) DO UPDATE SET count = c.count + 1
        RETURNING c.count AS current,
                  (c.window_start + ${windowMs} - (SELECT ms FROM now))::int AS ttl
      `)) as unknown as Rows<{ current: number | string; ttl: number | string }>;
      const row = result.rows[0];
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
