import pg from 'pg';

import { openDatabase } from '../client';
import { setupTestDatabases, type TestDatabases } from './testDatabases';

jest.setTimeout(120_000);

let databases: TestDatabases;
beforeAll(async () => {
  databases = await setupTestDatabases();
});
afterAll(async () => databases?.teardown());

it('survives the server ending its idle connections (restart, failover) and answers again', async () => {
  const url = await databases.newPostgresUrl();
  const database = await openDatabase({ databaseUrl: url });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    // Several idle connections in the pool.
    await Promise.all(Array.from({ length: 4 }, () => database.ping()));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rows } = await admin.query<{ ended: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    // The pool hears of each loss ('error' on an idle client) and replaces the connections on demand.
    for (const deadline = Date.now() + 10_000; warn.mock.calls.length < rows.length && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(warn.mock.calls.length).toBe(rows.length);
    expect(String(warn.mock.calls[0][0])).toContain('57P01');
    await expect(database.ping()).resolves.toBeUndefined();
  } finally {
    warn.mockRestore();
    await database.close();
  }
});
