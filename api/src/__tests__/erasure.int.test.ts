import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import { setupTestDatabases, type TestDatabases } from '../db/__tests__/testDatabases';
import { createAccountRepository } from '../db/accountRepository';
import { getAdminAuth } from '../firebaseAdmin';
import { sweepOrphanedAccounts } from '../plugins/orphanSweep';
import { registeredUser, rowsOf } from './support/accounts';
import { createUser, PROJECT_ID, type TestUser } from './support/emulator';
import { validPayload } from './support/fixtures';
import type { HttpResponse } from './support/http';
import { bearer, startTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

let databases: TestDatabases;
beforeAll(async () => {
  databases = await setupTestDatabases();
});
afterAll(async () => databases?.teardown());

/**
 * A request whose head and first half of the body are sent now, the rest when `finish` is called: a slow upload,
 * accepted (its token checked) before its body is whole.
 */
function slowRequest(app: TestApp, method: string, url: string, token: string, payload: object) {
  const body = Buffer.from(JSON.stringify(payload));
  const { port } = app.app.server.address() as AddressInfo;
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method,
    path: url,
    agent: false,
    headers: { ...bearer(token), 'content-type': 'application/json', 'content-length': body.length },
  });
  const answer = new Promise<HttpResponse>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          statusCode: res.statusCode ?? 0,
          headers: res.headers as Record<string, string>,
          body: text,
          rawPayload: Buffer.concat(chunks),
          json: () => JSON.parse(text),
        });
      });
    });
  });
  req.write(body.subarray(0, body.length >> 1));
  return { answer, finish: () => req.end(body.subarray(body.length >> 1)) };
}

/** Resolves once `condition` holds (asked every 20 ms). */
async function eventually(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe.each(['pglite', 'postgres'] as const)('erasure on %s, three instances', (kind) => {
  let apps: TestApp[];
  beforeAll(async () => {
    const database = await databases.factories.find((factory) => factory.name === kind)!.open();
    apps = [];
    for (let i = 0; i < 3; i += 1) apps.push(await startTestApp({ database }));
  });
  afterAll(async () => {
    for (const app of apps?.slice(1) ?? []) await app.app.close();
    await apps?.[0]?.close();
  });

  const remove = (app: TestApp, user: TestUser) =>
    app.request({ method: 'DELETE', url: '/api/Identity/user', headers: bearer(user.idToken) });

  /** The request's per-user limit has counted it: its token was accepted, its body is still to come. */
  const accepted = (user: TestUser) =>
    eventually(async () => (await rowsOf(apps[0].database, user.uid)).rate_limit_counters > 0);

  it('a registration accepted before the deletion, its body arriving after, is refused (401) and writes nothing', async () => {
    const user = await createUser();
    const late = slowRequest(apps[0], 'POST', '/api/Identity/register', user.idToken, validPayload(user.email));
    await accepted(user);
    expect((await remove(apps[1], user)).statusCode).toBe(204);
    late.finish();
    const answer = await late.answer;
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ code: 'unauthorized', message: expect.any(String) });
    expect(await rowsOf(apps[0].database, user.uid)).toMatchObject({ profiles: 0, profile_pictures: 0 });
    // The username stays free for anyone else.
    const other = await createUser();
    const taken = await apps[2].request({
      method: 'POST',
      url: '/api/Identity/register',
      headers: bearer(other.idToken),
      payload: validPayload(other.email, { username: validPayload(user.email).username }),
    });
    expect(taken.statusCode).toBe(201);
  });

  it('a profile edit accepted before the deletion, its body arriving after, is refused (401) and writes nothing', async () => {
    const user = await registeredUser(apps[0]);
    const { firstName, lastName, username, birthday, height } = user.payload;
    const edit = { firstName, lastName, username, birthday, height, weight: 200 };
    const late = slowRequest(apps[2], 'PATCH', '/api/Identity/user', user.idToken, edit);
    await accepted(user);
    expect((await remove(apps[1], user)).statusCode).toBe(204);
    late.finish();
    expect((await late.answer).statusCode).toBe(401);
    expect(await rowsOf(apps[0].database, user.uid)).toMatchObject({ profiles: 0, profile_pictures: 0 });
  });

  it('a write that began before the deletion commits first, and the deletion removes it', async () => {
    const user = await createUser();
    const register = apps[0].request({
      method: 'POST',
      url: '/api/Identity/register',
      headers: bearer(user.idToken),
      payload: validPayload(user.email),
    });
    const deletion = remove(apps[1], user);
    const [registered, deleted] = await Promise.all([register, deletion]);
    expect(deleted.statusCode).toBe(204);
    // Either order, never a row left behind.
    expect([201, 401]).toContain(registered.statusCode);
    expect(await rowsOf(apps[0].database, user.uid)).toMatchObject({ profiles: 0, profile_pictures: 0 });
  });

  it('the sweep erases the rows of uids Firebase no longer has, and logs no personal data', async () => {
    const gone = await registeredUser(apps[0]);
    const kept = await registeredUser(apps[0]);
    // Deleted in Firebase alone (the console), the API never told.
    await getAdminAuth(PROJECT_ID).deleteUser(gone.uid);
    const { db } = apps[0].database;
    const lines = apps[0].logs;
    const log = apps[0].app.log;
    const options = { db, accounts: createAccountRepository(db), auth: getAdminAuth(PROJECT_ID), authTimeoutMs: 5_000 };
    expect(await sweepOrphanedAccounts(options, log)).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(apps[0].database, gone.uid)).toMatchObject({ profiles: 0, profile_pictures: 0 });
    expect(await rowsOf(apps[0].database, kept.uid)).toMatchObject({ profiles: 1, profile_pictures: 1 });
    expect(lines.join('')).toContain('orphaned accounts swept');
    for (const secret of [gone.uid, gone.email, gone.payload.username]) expect(lines.join('')).not.toContain(secret);
    // Gone for good: a write under the account's last token is refused.
    const late = await apps[1].request({
      method: 'POST',
      url: '/api/Identity/register',
      headers: bearer(gone.idToken),
      payload: gone.payload,
    });
    expect(late.statusCode).toBe(401);
  });
});
