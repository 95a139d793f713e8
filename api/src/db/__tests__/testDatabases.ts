import { randomUUID } from 'node:crypto';

import pg from 'pg';

import { openDatabase, type Database } from '../client';
import { openMemoryDatabase } from './memoryDatabase';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwawayPostgres';

export interface TestDatabaseFactory {
  name: 'pglite' | 'postgres';
  /** A fresh, empty, migrated database. */
  open(): Promise<Database>;
}

export interface TestDatabases {
  factories: TestDatabaseFactory[];
  /** A fresh, empty PostgreSQL database's URL (not migrated, nothing open on it). */
  newPostgresUrl(): Promise<string>;
  /** Closes what `open()` gave and stops the throwaway PostgreSQL, if one was started. */
  teardown(): Promise<void>;
}

/**
 * pg's `pool.end()` resolves before its connections are closed: stopping the server then would end them with an
 * error (57P01) that no one listens for. Wait until the server has no session on the test databases.
 */
async function waitUntilDisconnected(serverUrl: string, names: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
      const { rows } = await admin.query<{ sessions: number }>(
        'SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = ANY($1)',
        [names],
      );
      if (rows[0].sessions === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await admin.end();
  }
}

/**
 * PGlite (in memory) always, and PostgreSQL: TEST_DATABASE_URL, or a throwaway server started here.
 * No PostgreSQL at all is an error, never a skip. Each `open()` on PostgreSQL gets its own database (the generated
 * migrations name the `public` schema, and Drizzle records them in the `drizzle` schema: one per database).
 */
export async function setupTestDatabases(): Promise<TestDatabases> {
  const opened: Database[] = [];
  const created: string[] = [];
  let server: ThrowawayPostgres | null = null;
  let baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    server = await startThrowawayPostgres();
    baseUrl = server.url;
  }
  const serverUrl = baseUrl;

  const track = (database: Database) => {
    opened.push(database);
    return database;
  };

  const newPostgresUrl = async () => {
    const name = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    created.push(name);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };

  const factories: TestDatabaseFactory[] = [
    { name: 'pglite', open: async () => track(await openMemoryDatabase()) },
    { name: 'postgres', open: async () => track(await openDatabase({ databaseUrl: await newPostgresUrl() })) },
  ];

  return {
    factories,
    newPostgresUrl,
    teardown: async () => {
      await Promise.all(opened.map((database) => database.close()));
      if (server) {
        await waitUntilDisconnected(serverUrl, created);
        await server.stop();
      } else if (created.length > 0) {
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  };
}
