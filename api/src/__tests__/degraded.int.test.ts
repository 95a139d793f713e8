import { createServer, type Server, type Socket } from 'node:net';

import pg from 'pg';

import { startApi, type ApiProcess } from '../db/__tests__/apiProcess';
import { setupTestDatabases, type TestDatabases } from '../db/__tests__/testDatabases';
import { forgeToken, PROJECT_ID } from './support/emulator';
import { bearer } from './support/testApp';

jest.setTimeout(120_000);

/** Ports of this suite's block: one where nothing listens, one that accepts and never answers. */
const NOTHING_LISTENS = 4322;
const NEVER_ANSWERS = 4323;

let databases: TestDatabases;
let silent: Server;
const sockets: Socket[] = [];
const running: ApiProcess[] = [];

beforeAll(async () => {
  databases = await setupTestDatabases();
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(NEVER_ANSWERS, '127.0.0.1', resolve));
});

afterEach(async () => {
  await Promise.all(
    running.splice(0).map(async (api) => {
      api.child.kill('SIGKILL');
      await api.exited;
    }),
  );
});

afterAll(async () => {
  sockets.forEach((socket) => socket.destroy());
  await new Promise((resolve) => silent.close(resolve));
  await databases.teardown();
});

async function start(env: Record<string, string>): Promise<{ api: ApiProcess; url: string }> {
  const url = await databases.newPostgresUrl();
  const api = await startApi('', { DATABASE_URL: url, ...env });
  running.push(api);
  return { api, url };
}

/** A well-formed emulator token of this project, for a user the unreachable Auth backend cannot be asked about. */
const someToken = () => forgeToken({ uid: 'someone', email: 'someone@example.test', projectId: PROJECT_ID });

describe('a slow or down dependency gives 503 with Retry-After, never a hung request', () => {
  it.each([
    ['down', NOTHING_LISTENS],
    ['slow', NEVER_ANSWERS],
  ])('Auth backend %s: 503 within the timeout, and /readyz says auth is down', async (_state, port) => {
    const { api } = await start({ FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port}`, AUTH_TIMEOUT_MS: '1000' });
    const started = Date.now();
    const response = await api.request({ url: '/api/Identity/user', headers: bearer(someToken()) });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ code: 'unavailable', message: 'The service is temporarily unavailable' });
    expect(Date.now() - started).toBeLessThan(4_000);

    const ready = await api.request({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().details).toEqual({ database: 'up', auth: 'down' });
  });

  it('database slower than DB_TIMEOUT_MS: 503 within the timeout; the next request works again', async () => {
    const { api, url } = await start({ DB_TIMEOUT_MS: '1000' });
    expect((await api.request({ url: '/weatherForecast' })).statusCode).toBe(200);
    // Another session holds the rate-limit counters: every request's first query waits on it.
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE rate_limit_counters IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const response = await api.request({ url: '/weatherForecast' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json().code).toBe('unavailable');
      expect(Date.now() - started).toBeLessThan(4_000);
      await blocker.query('ROLLBACK');
    } finally {
      await blocker.end();
    }
    expect((await api.request({ url: '/weatherForecast' })).statusCode).toBe(200);
  });
});
