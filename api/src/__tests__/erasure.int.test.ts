import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import { startApi, type ApiProcess } from '../db/__tests__/apiProcess';
import { newPostgresUrl } from '../db/__tests__/testDatabases';
import { createAccountRepository } from '../db/accountRepository';
import { openDatabase, type Database } from '../db/client';
import { getAdminAuth } from '../firebaseAdmin';
import { sweepOrphanedAccounts } from '../plugins/orphanSweep';
import { registeredUser, rowsOf } from './support/accounts';
import { createUser, PROJECT_ID, type TestUser } from './support/emulator';
import { validPayload } from './support/fixtures';
import type { HttpRequester, HttpResponse } from './support/http';
import { appsOn, bearer, type TestApp } from './support/testApp';

jest.setTimeout(180_000);

const processes: ApiProcess[] = [];
afterAll(async () => {
  for (const api of processes) if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill();
  await Promise.all(processes.map((api) => api.exited));
});

/**
 * A request whose head and first half of the body are sent now, the rest when `finish` is called: a slow upload,
 * accepted (its token checked) before its body is whole.
 */
function slowRequest(port: number, method: string, url: string, token: string, payload: object) {
  const body = Buffer.from(JSON.stringify(payload));
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

/** Three instances of the API on one database: where each listens, how to call each, and the database itself. */
interface Instances {
  ports: number[];
  requests: HttpRequester[];
  database: Database;
}

const remove = (request: HttpRequester, user: TestUser) =>
  request({ method: 'DELETE', url: '/api/Identity/user', headers: bearer(user.idToken) });

/** The request's per-user limit has counted it: its token was accepted, its body is still to come. */
const accepted = (database: Database, user: TestUser) =>
  eventually(async () => (await rowsOf(database, user.uid)).rate_limit_counters > 0);

/**
 * The deletion's races with writes on other instances: a slow upload whose token one instance accepted before another
 * deletes the account, its body arriving after the deletion answered 204; a write and a deletion at once.
 */
function deletionRaces(at: () => Instances) {
  it('a registration accepted before the deletion, its body arriving after, is refused (401) and writes nothing', async () => {
    const user = await createUser();
    const late = slowRequest(at().ports[0], 'POST', '/api/Identity/register', user.idToken, validPayload(user.email));
    await accepted(at().database, user);
    expect((await remove(at().requests[1], user)).statusCode).toBe(204);
    late.finish();
    const answer = await late.answer;
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ code: 'unauthorized', message: expect.any(String) });
    expect(await rowsOf(at().database, user.uid)).toMatchObject({ profiles: 0, profile_pictures: 0 });
    // The username stays free for anyone else.
    const other = await createUser();
    const taken = await at().requests[2]({
      method: 'POST',
      url: '/api/Identity/register',
      headers: bearer(other.idToken),
      payload: validPayload(other.email, { username: validPayload(user.email).username }),
    });
    expect(taken.statusCode).toBe(201);
  });

  it('a profile edit accepted before the deletion, its body arriving after, is refused (401) and writes nothing', async () => {
    const user = await registeredUser({ request: at().requests[0] });
    const { firstName, lastName, username, birthday, height } = user.payload;
    const edit = { firstName, lastName, username, birthday, height, weight: 200 };
    const late = slowRequest(at().ports[2], 'PATCH', '/api/Identity/user', user.idToken, edit);
    await accepted(at().database, user);
    expect((await remove(at().requests[1], user)).statusCode).toBe(204);
    late.finish();
    expect((await late.answer).statusCode).toBe(401);
    expect(await rowsOf(at().database, user.uid)).toMatchObject({ profiles: 0, profile_pictures: 0 });
  });

  it('a write that began before the deletion commits first, and the deletion removes it', async () => {
    const user = await createUser();
    const register = at().requests[0]({
      method: 'POST',
      url: '/api/Identity/register',
      headers: bearer(user.idToken),
      payload: validPayload(user.email),
    });
    const deletion = remove(at().requests[1], user);
    const [registered, deleted] = await Promise.all([register, deletion]);
    expect(deleted.statusCode).toBe(204);
    // Either order, never a row left behind.
    expect([201, 401]).toContain(registered.statusCode);
    expect(await rowsOf(at().database, user.uid)).toMatchObject({ profiles: 0, profile_pictures: 0 });
  });
}

/** The sweep, run on the first app of `apps` (in this process: it reads the app's logs); the last refuses the token. */
function orphanSweep(apps: () => TestApp[]) {
  it('the sweep erases the rows of uids Firebase no longer has, and logs no personal data', async () => {
    const [first, last] = [apps()[0], apps().at(-1)!];
    const gone = await registeredUser(first);
    const kept = await registeredUser(first);
    // Deleted in Firebase alone (the console), the API never told.
    await getAdminAuth(PROJECT_ID).deleteUser(gone.uid);
    const { db } = first.database;
    const lines = first.logs;
    const options = { db, accounts: createAccountRepository(db), auth: getAdminAuth(PROJECT_ID), authTimeoutMs: 5_000 };
    expect(await sweepOrphanedAccounts(options, first.app.log)).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(first.database, gone.uid)).toMatchObject({ profiles: 0, profile_pictures: 0 });
    expect(await rowsOf(first.database, kept.uid)).toMatchObject({ profiles: 1, profile_pictures: 1 });
    expect(lines.join('')).toContain('orphaned accounts swept');
    for (const secret of [gone.uid, gone.email, gone.payload.username]) expect(lines.join('')).not.toContain(secret);
    // Gone for good: a write under the account's last token is refused.
    const late = await last.request({
      method: 'POST',
      url: '/api/Identity/register',
      headers: bearer(gone.idToken),
      payload: gone.payload,
    });
    expect(late.statusCode).toBe(401);
  });
}

// PostgreSQL, as production runs it: three API processes (the real server, tsx on src/server.ts) on one database. The
// deletion's lock is the database's, so no process can commit a write after another's deletion.
describe('erasure on postgres, three API processes', () => {
  let instances: Instances;
  beforeAll(async () => {
    const databaseUrl = await newPostgresUrl();
    const apis = await Promise.all([0, 1, 2].map(() => startApi('', { DATABASE_URL: databaseUrl })));
    processes.push(...apis);
    const database = await openDatabase({ databaseUrl });
    instances = { ports: apis.map((api) => api.port), requests: apis.map((api) => api.request), database };
  });
  afterAll(async () => instances?.database.close());

  deletionRaces(() => instances);
});

// The sweep reads the app's logs: one instance in this process.
describe('erasure on postgres, the sweep', () => {
  const postgresApps = appsOn('postgres', 1);
  orphanSweep(() => postgresApps);
});

// PGlite holds its folder for one process by design: three instances of the app in this one process, on the one
// database, show the same serialisation through the one driver (what a second process cannot share).
describe('erasure on pglite, three instances in one process', () => {
  const apps = appsOn('pglite', 3);
  deletionRaces(() => {
    const ports = apps.map((app) => (app.app.server.address() as AddressInfo).port);
    return { ports, requests: apps.map((app) => app.request), database: apps[0].database };
  });
  orphanSweep(() => apps);
});
