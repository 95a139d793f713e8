import { openDatabase, type Database } from '../../api/src/db/client';

/** Both drivers' own client (PGlite, pg.Pool) answers query(text, params): the bench needs no drizzle of its own. */
type SqlClient = { query(text: string, params: unknown[]): Promise<unknown> };

/**
 * Bytes of each seeded picture: incompressible (sha256 blocks, so stored at full size), the same bytes for every
 * row (made once per batch: seeding 100 000 stays quick), small next to real pictures (20-200 KB).
 */
export const SEED_PICTURE_BYTES = 2048;
const BATCH = 10_000;

export function clientOf(database: Database): SqlClient {
  return (database.db as unknown as { $client: SqlClient }).$client;
}

/** A new, empty database `name` on the server of `serverUrl`; returns its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const server = await openDatabase({ databaseUrl: serverUrl, migrate: false });
  try {
    await clientOf(server).query(`CREATE DATABASE ${name}`, []);
  } finally {
    await server.close();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Adds profiles `seed-<from>` .. `seed-<to - 1>` straight through SQL (no API, no Auth accounts), each with a
 * 2 KB picture row, in batches of 10 000 (one statement per table and batch).
 */
export async function seedProfiles(database: Database, from: number, to: number): Promise<void> {
  const client = clientOf(database);
  const blocks = SEED_PICTURE_BYTES / 32;
  for (let start = from; start < to; start += BATCH) {
    const end = Math.min(to, start + BATCH) - 1;
    await client.query(
      `INSERT INTO profiles (uid, email, first_name, last_name, username, birthday, height, weight, picture_hash)
      SELECT 'seed-' || i, 'seed-' || i || '@example.test', 'Seed', 'Profile ' || i, 'seed_' || i,
             date '1950-01-01' + (i % 20000), 55 + i % 30, 100 + i % 150, encode(sha256(('seed-' || i)::bytea), 'hex')
       FROM generate_series($1::int, $2::int) AS i`,
      [start, end],
    );
    await client.query(
      `WITH picture AS (
         SELECT string_agg(sha256(j::text::bytea), ''::bytea) AS bytes FROM generate_series(1, $3::int) AS j
       )
       INSERT INTO profile_pictures (uid, content_type, hash, bytes)
       SELECT 'seed-' || i, 'image/png', encode(sha256(('seed-' || i)::bytea), 'hex'), picture.bytes
       FROM generate_series($1::int, $2::int) AS i, picture`,
      [start, end, blocks],
    );
  }
}
