import { Agent, get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

import pg from 'pg';

import { buildApp } from '../app';
import { spawnApi, startApi, type ApiProcess, type SpawnedApi } from '../db/__tests__/apiProcess';
import { openMemoryDatabase } from '../db/__tests__/memoryDatabase';
import { newPostgresUrl } from '../db/__tests__/testDatabases';
import { openDatabase } from '../db/client';
import { LEASE_SHARE } from '../db/rateLimitRepository';
import { PROBE_REUSE_MS } from '../routes/health';
import { forgeToken, PROJECT_ID } from './support/emulator';
import { bearer, startTestApp } from './support/testApp';
import { until } from './support/until';

jest.setTimeout(120_000);

/** Ports of this suite's block: one where nothing listens, one that accepts and never answers. */
const NOTHING_LISTENS = 4322;
const NEVER_ANSWERS = 4323;

let silent: Server;
const sockets: Socket[] = [];
const running: SpawnedApi[] = [];

beforeAll(async () => {
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
});

async function start(env: Record<string, string>): Promise<{ api: ApiProcess; url: string }> {
  const url = await newPostgresUrl();
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
    // A limit under twice LEASE_SHARE: each take hands out one token, so every request asks the database.
    const { api, url } = await start({ DB_TIMEOUT_MS: '1000', RATE_LIMIT_PER_IP: String(2 * LEASE_SHARE - 1) });
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

/** A TCP proxy to PostgreSQL that can be cut: the database host going away under a running API. */
async function cuttableProxy(target: URL): Promise<{ url: string; cut(): Promise<void> }> {
  const open: Socket[] = [];
  const proxy = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    open.push(client, upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((proxy.address() as AddressInfo).port);
  return {
    url: url.toString(),
    cut: async () => {
      open.forEach((socket) => socket.destroy());
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}

describe('a database that goes away', () => {
  it('/readyz still answers, and says the database is down (its rate limit is counted there)', async () => {
    const proxy = await cuttableProxy(new URL(await newPostgresUrl()));
    const api = await startApi('', { DATABASE_URL: proxy.url, DB_TIMEOUT_MS: '1000' });
    running.push(api);
    expect((await api.request({ url: '/readyz' })).json()).toEqual({ status: 'ready', database: 'up', auth: 'up' });
    await proxy.cut();
    // /readyz reuses each probe's answer for PROBE_REUSE_MS: the first probe after that window sees the cut.
    await new Promise((resolve) => setTimeout(resolve, PROBE_REUSE_MS));
    const ready = await api.request({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json().details).toEqual({ database: 'down', auth: 'up' });
  });

  it('a host name that no longer resolves (failover, DNS): 503 with Retry-After, not 500', async () => {
    // .invalid never resolves (RFC 6761): ENOTFOUND, or EAI_AGAIN without a resolver.
    const database = await openDatabase({
      databaseUrl: 'postgres://thryve@db-host.invalid:5432/thryve',
      migrate: false,
    });
    const t = await startTestApp({ database });
    try {
      const response = await t.request({ url: '/weatherForecast' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ code: 'unavailable', message: 'The service is temporarily unavailable' });
    } finally {
      await t.close();
    }
  });
});

describe('start', () => {
  it('fails within DB_TIMEOUT_MS, saying so, when the database host accepts connections and never answers', async () => {
    const api = spawnApi('', {
      DATABASE_URL: `postgres://thryve@127.0.0.1:${NEVER_ANSWERS}/thryve`,
      DB_TIMEOUT_MS: '1000',
    });
    running.push(api);
    expect(await api.exited).toBe(1);
    expect(api.output()).toContain(
      'Could not connect to PostgreSQL (DATABASE_URL, DB_TIMEOUT_MS 1000): timeout expired',
    );
  });
});

describe('shutdown', () => {
  it('answers the request in flight with Connection: close, so the process exits without waiting for keep-alive', async () => {
    // An Auth backend that never answers keeps the request in flight until AUTH_TIMEOUT_MS.
    const api = await startApi('', {
      DATABASE_URL: await newPostgresUrl(),
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${NEVER_ANSWERS}`,
      AUTH_TIMEOUT_MS: '2000',
    });
    running.push(api);
    const socket = connect(api.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    // HTTP/1.1: the connection stays open after the answer unless the answer says otherwise.
    const backendConnections = sockets.length;
    socket.write(`GET /api/Identity/user HTTP/1.1\r\nHost: api\r\nAuthorization: Bearer ${someToken()}\r\n\r\n`);
    // In flight for certain: the API has connected to the Auth backend to check this request's user.
    await until(() => sockets.length > backendConnections);
    api.child.kill('SIGTERM');

    expect(await api.exited).toBe(0);
    socket.destroy();
    expect(received).toMatch(/^HTTP\/1\.1 503/);
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
    expect(received).toMatch(/\r\nretry-after: 5\r\n/i);
  });

  it("answers a request that reaches the app while it closes with the API's 503, not Fastify's", async () => {
    const database = await openMemoryDatabase();
    const app = await buildApp({ database, config: { corsOrigins: [], firebaseProjectId: PROJECT_ID } });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let origin = '';
    const get = () =>
      new Promise<{ status?: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
        httpGet(`${origin}/weatherForecast`, { agent }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
        }).on('error', reject);
      });
    // While closing, before idle connections are closed: a request on a kept-alive connection still gets through.
    let duringClose: Awaited<ReturnType<typeof get>> | undefined;
    app.addHook('preClose', async () => {
      duringClose = await get();
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect((await get()).status).toBe(200);
    } finally {
      await app.close();
      agent.destroy();
      await database.close();
    }
    expect(duringClose?.status).toBe(503);
    expect(duringClose?.headers['retry-after']).toBe('5');
    expect(duringClose?.headers['x-content-type-options']).toBe('nosniff');
    expect(duringClose?.headers.connection).toBe('close');
    expect(JSON.parse(duringClose?.body ?? '')).toEqual({
      code: 'unavailable',
      message: 'The service is temporarily unavailable',
    });
  });
});
