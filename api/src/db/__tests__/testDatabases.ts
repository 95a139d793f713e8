import { randomUUID } from 'node:crypto';

import pg from 'pg';

import { openDatabase, type Database } from '../client';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwawayPostgres';

export interface TestDatabaseFactory {
  name: 'pglite' | 'postgres';
  /** A fresh, empty, migrated database. */
  open(): Promise<Database>;
}

export interface TestDatabases {
  factories: TestDatabaseFactory[];
  /** Closes what `open()` gave and stops the throwaway PostgreSQL, if one was started. */
  teardown(): Promise<void>;
}

/**
 * PGlite (in memory) always, and PostgreSQL: TEST_DATABASE_URL, or a throwaway server started here.
 * No PostgreSQL at all is an error, never a skip. Each `open()` on PostgreSQL gets its own schema.
 */
export async function setupTestDatabases(): Promise<TestDatabases> {
  const opened: Database[] = [];
  const schemas: string[] = [];
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

  const factories: TestDatabaseFactory[] = [
    { name: 'pglite', open: async () => track(await openDatabase({ dataDir: 'memory://' })) },
    {
      name: 'postgres',
      open: async () => {
        const schema = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        try {
          await admin.query(`CREATE SCHEMA ${schema}`);
        } finally {
          await admin.end();
        }
        schemas.push(schema);
        const url = new URL(serverUrl);
        url.searchParams.set('options', `-c search_path=${schema}`);
        return track(await openDatabase({ databaseUrl: url.toString() }));
      },
    },
  ];

  return {
    factories,
    teardown: async () => {
      await Promise.all(opened.map((database) => database.close()));
      if (server) await server.stop();
      else if (schemas.length > 0) {
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      }
    },
  };
}
