import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import Fastify from 'fastify';

import { openDatabase, type Database } from '../../api/src/db/client';
import { createRateLimitRepository } from '../../api/src/db/rateLimitRepository';
import { databaseRateLimitStore } from '../../api/src/plugins/rateLimitStore';
import { clientOf } from './seed';

/**
 * Two GET routes behind @fastify/rate-limit (rateLimitLeases.ts starts it): `/limited` at the API's default per-IP
 * limit (600 a minute), `/lifted` at 100,000,000. STORE=leases is the API's own store, STORE=upsert counts every
 * request in the same table with one upsert of its own (the design without leases), STORE=none has no limit.
 * DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite).
 */
const env = process.env;
const WINDOW_MS = 60_000;

/** One statement per request: `count + 1` in the window's row, on the database's clock. */
const HIT = `
  INSERT INTO rate_limit_counters AS c (bucket, key, window_start, expires_at, count, granted)
  SELECT 'ip', $1, w.start, to_timestamp((w.start + $2) / 1000.0), 1, 1
  FROM (SELECT (floor(extract(epoch FROM now()) * 1000)::bigint / $2) * $2 AS start) AS w
  ON CONFLICT (bucket, key, window_start) DO UPDATE SET count = c.count + 1
  RETURNING c.count AS current, (c.window_start + $2 - floor(extract(epoch FROM now()) * 1000)::bigint)::int AS ttl`;

type Rows = { rows: { current: number; ttl: number }[] };

function upsertStore(database: Database): FastifyRateLimitStoreCtor {
  const client = clientOf(database);
  // On PostgreSQL a named prepared statement, as the API's take is.
  const hit = (key: string, windowMs: number) =>
    (database.kind === 'postgres'
      ? (client as unknown as { query(q: object): Promise<Rows> }).query({
          name: 'bench_rate_limit_hit',
          text: HIT,
          values: [key, windowMs],
        })
      : (client.query(HIT, [key, windowMs]) as Promise<Rows>)
    ).then(({ rows: [row] }) => ({ current: Number(row.current), ttl: Math.max(0, Number(row.ttl)) }));
  class UpsertStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      hit(key, WINDOW_MS).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  }
  return UpsertStore;
}

// Behind a proxy: the bench's clients are told apart by X-Forwarded-For.
const app = Fastify({ logger: false, trustProxy: true });
if (env.STORE !== 'none') {
  const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  const store =
    env.STORE === 'leases' ? databaseRateLimitStore(createRateLimitRepository(database.db)) : upsertStore(database);
  await app.register(rateLimit, { store, max: 600, timeWindow: WINDOW_MS });
}
app.get('/limited', async () => ({ status: 'ok' }));
app.get('/lifted', { config: { rateLimit: { max: 100_000_000, timeWindow: WINDOW_MS } } }, async () => ({
  status: 'ok',
}));
await app.listen({ port: Number(env.PORT), host: '127.0.0.1' });
