// The integration tests' databases. PGlite: in memory, each a copy of a migrated template (memoryDatabase.ts).
// PostgreSQL: one server for the whole run, TEST_DATABASE_URL's or a throwaway one, with a migrated template database
// (integrationSetup.ts makes both); each test database is a database of its own on it, made as a copy of the template
// (the generated migrations name the `public` schema, and Drizzle records them in the `drizzle` schema: one per
// database). No PostgreSQL at all is an error, never a skip.
import { randomUUID } from 'node:crypto';

import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

import { openDatabase, type AppDb, type Database } from '../client';
import { migrate } from '../migrate';
import { openMemoryDatabase } from './memoryDatabase';

export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/** Where integrationSetup.ts tells the test files the run's PostgreSQL is: a URL of one of its databases. */
export const POSTGRES_ENV = 'THRYVE_TEST_POSTGRES_URL';
/** The run's databases' names start with this, which integrationSetup.ts chooses (its template is `<prefix>template`). */
export const PREFIX_ENV = 'THRYVE_TEST_POSTGRES_PREFIX';

function runServer(): { url: string; prefix: string } {
  const url = process.env[POSTGRES_ENV];
  const prefix = process.env[PREFIX_ENV];
  if (!url || !prefix) {
    throw new Error(
      `No PostgreSQL for the tests: ${POSTGRES_ENV} is set by the integration project's global setup ` +
        '(api/src/db/__tests__/integrationSetup.ts); run the tests with --selectProjects integration.',
    );
  }
  return { url, prefix };
}

/** Runs `statement` on the server's database `url` names, on a connection of its own. */
export async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** `url` with another database name. */
export function databaseUrl(url: string, name: string): string {
  const named = new URL(url);
  named.pathname = `/${name}`;
  return named.toString();
}

/** The database every migrated test database copies: migrated once per run. */
export async function createTemplate(url: string, prefix: string): Promise<void> {
  const template = `${prefix}template`;
  await onServer(url, `CREATE DATABASE ${template}`);
  const client = new pg.Client({ connectionString: databaseUrl(url, template) });
  await client.connect();
  try {
    await migrate(drizzle(client) as unknown as AppDb);
  } finally {
    await client.end();
  }
}

/** A new database on the run's server, a copy of `template` (PostgreSQL's own empty one unless named), and its URL. */
async function createDatabase(template?: string): Promise<string> {
  const { url, prefix } = runServer();
  const name = `${prefix}${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await onServer(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return databaseUrl(url, name);
}

/** A fresh, empty PostgreSQL database's URL (not migrated, nothing open on it), for API processes and migrations. */
export const newPostgresUrl = () => createDatabase();

/**
 * A fresh, empty, migrated database of `kind` (the migrations run on it and find nothing to do, so a stale template
 * cannot go unnoticed). Closing a PostgreSQL one drops it, once its connections are gone.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openMemoryDatabase();
  const url = await createDatabase(`${runServer().prefix}template`);
  const database = await openDatabase({ databaseUrl: url });
  let closing: Promise<void> | undefined;
  const drop = async () => {
    await database.close();
    // pg's pool.end() resolves before its connections are closed: DROP DATABASE waits up to 5 s for them to go.
    // Should one outlast that, the database stays until the run's server goes.
    const name = new URL(url).pathname.slice(1);
    await onServer(runServer().url, `DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
  };
  return { ...database, close: () => (closing ??= drop()) };
}
