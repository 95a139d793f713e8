// Several instances on one PostgreSQL answer the hot reads from memory; every change made through any of them (or
// the role command) is announced, so each refuses and shows what the database holds at once.
import pg from 'pg';

import { registeredUser } from '../../__tests__/support/accounts';
import { createUser } from '../../__tests__/support/emulator';
import { bearer, startTestApp, type TestApp } from '../../__tests__/support/testApp';
import { newPostgresUrl } from '../../db/__tests__/testDatabases';
import { openDatabase } from '../../db/client';
import { LISTENER_NAME } from '../../db/listener';

jest.setTimeout(120_000);

let url: string;
let admin: pg.Client;
const apps: TestApp[] = [];

beforeAll(async () => {
  url = await newPostgresUrl();
  for (let i = 0; i < 3; i += 1) apps.push(await startTestApp({ database: await openDatabase({ databaseUrl: url }) }));
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
});

afterAll(async () => {
  await admin?.end();
  await Promise.all(apps.map((app) => app.close()));
});

const listeners = async () =>
  (
    await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [LISTENER_NAME],
    )
  ).rows.map((row) => row.pid);

const status = async (app: TestApp, token: string) =>
  (await app.request({ url: '/api/Identity/user', headers: bearer(token) })).statusCode;

describe('instances that answer from memory (PostgreSQL, LISTEN/NOTIFY)', () => {
  it('answer a known caller from memory: no read of the refusals or the profile', async () => {
    const user = await registeredUser(apps[0]);
    for (const app of apps) expect(await status(app, user.idToken)).toBe(200);
    // Locked: any read of these tables would wait (past the request's deadline) until the lock ends.
    await admin.query('BEGIN');
    try {
      await admin.query('LOCK TABLE profiles, ended_sessions, token_revocations IN ACCESS EXCLUSIVE MODE');
      for (const app of apps) expect(await status(app, user.idToken)).toBe(200);
    } finally {
      await admin.query('ROLLBACK');
    }
  });

  it('refuse at once a sign-in logged out through another instance', async () => {
    const user = await createUser();
    for (const app of apps) expect(await status(app, user.idToken)).toBe(404);
    const logout = await apps[1].request({
      method: 'POST',
      url: '/api/Identity/logout',
      headers: bearer(user.idToken),
    });
    expect(logout.statusCode).toBe(204);
    for (const app of apps) expect(await status(app, user.idToken)).toBe(401);
  });

  it('show at once a profile changed through another instance', async () => {
    const user = await registeredUser(apps[0]);
    for (const app of apps) expect(await status(app, user.idToken)).toBe(200);
    const username = `changed_${user.uid.slice(0, 8)}`;
    const changed = await apps[2].request({
      method: 'PATCH',
      url: '/api/Identity/user',
      headers: bearer(user.idToken),
      payload: { firstName: 'Ada', lastName: 'Lovelace', username, birthday: null, height: null, weight: null },
    });
    expect(changed.statusCode).toBe(200);
    for (const app of apps) {
      const profile = await app.request({ url: '/api/Identity/user', headers: bearer(user.idToken) });
      expect(profile.json()).toMatchObject({ username, firstName: 'Ada' });
    }
  });

  it('forget what they remembered when their listener is lost: a change they could not hear is honoured', async () => {
    const user = await createUser();
    for (const app of apps) expect(await status(app, user.idToken)).toBe(404);
    // Each instance listens on connections of its own (the change feed's, the webhook delivery's): all are cut.
    const before = await listeners();
    expect(before.length).toBeGreaterThanOrEqual(apps.length);
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);
    // Written behind the API's back, announced to no one: only the database knows.
    const { auth_time: authTime } = JSON.parse(Buffer.from(user.idToken.split('.')[1], 'base64url').toString());
    await admin.query('INSERT INTO ended_sessions (uid, auth_time) VALUES ($1, $2)', [user.uid, authTime]);
    // Each listens again on a new connection, and has forgotten what it knew before.
    for (let again = await listeners(); again.length < before.length || again.some((pid) => before.includes(pid));) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await listeners();
    }
    for (const app of apps) expect(await status(app, user.idToken)).toBe(401);
  });
});
