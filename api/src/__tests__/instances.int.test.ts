import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';

import { startApi, type ApiProcess } from '../db/__tests__/apiProcess';
import { setupTestDatabases, type TestDatabases } from '../db/__tests__/testDatabases';
import { MIGRATION_CONFIG } from '../db/migrate';
import { createUser } from './support/emulator';
import { bearer } from './support/testApp';

jest.setTimeout(180_000);

let databases: TestDatabases;
const running: ApiProcess[] = [];

beforeAll(async () => {
  databases = await setupTestDatabases();
});

afterEach(async () => {
  await Promise.all(
    running.splice(0).map(async (api) => {
      if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
      await api.exited;
    }),
  );
});

afterAll(async () => databases.teardown());

/** Three API processes (src/server.ts) on one PostgreSQL database, started together. */
async function startThree(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess[]> {
  const apis = await Promise.all([1, 2, 3].map(() => startApi('', { DATABASE_URL: databaseUrl, ...env })));
  running.push(...apis);
  return apis;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('three API instances on one PostgreSQL', () => {
  it('migrate once when started at the same moment; the others wait for the advisory lock', async () => {
    const url = await databases.newPostgresUrl();
    const apis = await startThree(url);
    for (const api of apis) expect((await api.request({ url: '/readyz' })).statusCode).toBe(200);
    const applied = await query<{ hash: string }>(url, 'SELECT hash FROM drizzle.__drizzle_migrations');
    expect(applied.map((row) => row.hash)).toEqual(readMigrationFiles(MIGRATION_CONFIG).map((m) => m.hash));
  });

  it('share one per-IP limit: the limit is reached across all three, then every one answers 429', async () => {
    const url = await databases.newPostgresUrl();
    const apis = await startThree(url, { RATE_LIMIT_PER_IP: '12', RATE_LIMIT_WINDOW_MS: '600000' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await apis[i % 3].request({ url: '/weatherForecast' })).statusCode);
    }
    // Each alone would allow 12: together they allowed 12, no more.
    expect(statuses).toEqual(Array(12).fill(200));
    for (const api of apis) {
      const refused = await api.request({ url: '/weatherForecast' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    }
    const [row] = await query<{ count: number }>(url, 'SELECT sum(count)::int AS count FROM rate_limit_counters');
    expect(row.count).toBe(15);
  });

  it('refuse on every instance, at once, a token logged out through one of them', async () => {
    const url = await databases.newPostgresUrl();
    const apis = await startThree(url);
    const user = await createUser();
    for (const api of apis) {
      expect((await api.request({ url: '/api/Identity/user', headers: bearer(user.idToken) })).statusCode).toBe(404);
    }
    const logout = await apis[0].request({
      method: 'POST',
      url: '/api/Identity/logout',
      headers: bearer(user.idToken),
    });
    expect(logout.statusCode).toBe(204);
    for (const api of apis) {
      const refused = await api.request({ url: '/api/Identity/user', headers: bearer(user.idToken) });
      expect(refused.statusCode).toBe(401);
    }
  });
});
