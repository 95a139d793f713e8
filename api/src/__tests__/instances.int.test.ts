import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';

import { findRepoRoot } from '../config';
import { startApi, type ApiProcess } from '../db/__tests__/apiProcess';
import { newPostgresUrl } from '../db/__tests__/testDatabases';
import { MIGRATION_CONFIG } from '../db/migrate';
import { getAdminAuth } from '../firebaseAdmin';
import { afterSecond, claimsOf, createUser, PROJECT_ID, withRole } from './support/emulator';
import { bearer } from './support/testApp';

jest.setTimeout(180_000);

const running: ApiProcess[] = [];

afterEach(async () => {
  await Promise.all(
    running.splice(0).map(async (api) => {
      if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
      await api.exited;
    }),
  );
});

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
    const url = await newPostgresUrl();
    const apis = await startThree(url);
    for (const api of apis) expect((await api.request({ url: '/readyz' })).statusCode).toBe(200);
    const applied = await query<{ hash: string }>(url, 'SELECT hash FROM drizzle.__drizzle_migrations');
    expect(applied.map((row) => row.hash)).toEqual(readMigrationFiles(MIGRATION_CONFIG).map((m) => m.hash));
  });

  it('share one per-IP limit: the limit is reached across all three, then every one answers 429', async () => {
    const url = await newPostgresUrl();
    const apis = await startThree(url, {
      RATE_LIMIT_PER_IP: '12',
      // Windows are fixed on the database's clock: a day-long one cannot roll over during the test.
      RATE_LIMIT_WINDOW_MS: '86400000',
    });
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
      // The time left in the database's window, in seconds.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(86_400);
    }
    const [row] = await query<{ count: number }>(url, 'SELECT sum(count)::int AS count FROM rate_limit_counters');
    expect(row.count).toBe(15);
  });

  it('share one per-IP limit under concurrent requests: no more than the limit is admitted across all three', async () => {
    const LIMIT = 30;
    const url = await newPostgresUrl();
    const apis = await startThree(url, { RATE_LIMIT_PER_IP: String(LIMIT), RATE_LIMIT_WINDOW_MS: '86400000' });
    // Three times the limit at once, a third through each instance: every counter bump races the others.
    const statuses = await Promise.all(
      Array.from({ length: 3 * LIMIT }, (_, i) =>
        apis[i % 3].request({ url: '/weatherForecast' }).then((response) => response.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LIMIT);
  });

  it('refuse on every instance, at once, a token logged out through one of them', async () => {
    const url = await newPostgresUrl();
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

  it('refuse an old token on every instance right after the role command, which records the revocation', async () => {
    const url = await newPostgresUrl();
    const apis = await startThree(url);
    const admin = await withRole(await createUser(), 'admin');
    for (const api of apis) {
      expect((await api.request({ url: '/api/Identity/users', headers: bearer(admin.idToken) })).statusCode).toBe(200);
    }
    // Firebase compares auth_time with the revocation time in whole seconds.
    await afterSecond(claimsOf(admin.idToken).auth_time);
    const { stdout } = await promisify(execFile)(
      join(findRepoRoot() as string, 'node_modules/.bin/tsx'),
      ['src/cli/setRole.ts', admin.email, '--clear'],
      { cwd: join(findRepoRoot() as string, 'api'), env: { ...process.env, DATABASE_URL: url } },
    );
    expect(stdout).toContain('every API instance refuses them now');
    for (const api of apis) {
      const old = await api.request({ url: '/api/Identity/users', headers: bearer(admin.idToken) });
      expect(old.statusCode).toBe(401);
    }
    const { tokensValidAfterTime } = await getAdminAuth(PROJECT_ID).getUser(admin.uid);
    const [row] = await query<{ revoked_before: string }>(
      url,
      `SELECT revoked_before FROM token_revocations WHERE uid = '${admin.uid}'`,
    );
    expect(Number(row.revoked_before)).toBe(Math.floor(Date.parse(tokensValidAfterTime as string) / 1000));
  });
});
