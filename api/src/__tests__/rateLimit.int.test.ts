import type { TrustProxy } from '../config';
import { openMemoryDatabase } from '../db/__tests__/memoryDatabase';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { ALLOWED_ORIGIN, bearer, startTestApp, type TestApp, type TestAppOptions } from './support/testApp';

jest.setTimeout(60_000);

const LIMIT = 3;
const apps: TestApp[] = [];
let database: Database;

beforeAll(async () => {
  database = await openMemoryDatabase();
});
afterAll(async () => database.close());

/** A fresh app; one database for all (opening one is the slow part), its counters emptied after each test. */
async function limitedApp(overrides: TestAppOptions = {}): Promise<TestApp> {
  const app = await startTestApp({ database, rateLimits: { globalPerIp: LIMIT }, ...overrides });
  apps.push(app);
  return app;
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.app.close()));
  await database.db.delete(rateLimitCounters);
});

async function statuses(times: number, send: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < times; i += 1) result.push((await send()).statusCode);
  return result;
}

const tokenChecks = (t: TestApp) => t.logs.filter((line) => line.includes('token refused')).length;

describe('the per-IP rate limit runs before anything else', () => {
  it('limits requests with bad tokens, and refuses them before looking at the token', async () => {
    const t = await limitedApp();
    const forged = bearer('aaa.bbb.ccc');
    expect(await statuses(LIMIT + 2, () => t.request({ url: '/api/Identity/user', headers: forged }))).toEqual([
      401, 401, 401, 429, 429,
    ]);
    // Only the requests within the limit reached the token check.
    expect(tokenChecks(t)).toBe(LIMIT);
    const limited = await t.request({ url: '/api/Identity/users', headers: { ...forged, origin: ALLOWED_ORIGIN } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'rate_limited', message: 'Too many requests: try again shortly' });
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.headers['x-ratelimit-limit']).toBe(String(LIMIT));
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.headers['x-content-type-options']).toBe('nosniff');
    // The page that called can read the answer (CORS), and the token was never checked.
    expect(limited.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(tokenChecks(t)).toBe(LIMIT);
  });

  it('counts 404s, preflights and /readyz in the same bucket; /healthz stays unlimited', async () => {
    const t = await limitedApp();
    const preflight = () =>
      t.request({
        method: 'OPTIONS',
        url: '/api/Identity/user',
        headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'GET' },
      });
    expect((await t.request({ url: '/api/nope' })).statusCode).toBe(404);
    expect((await preflight()).statusCode).toBe(204);
    expect((await t.request({ url: '/readyz' })).statusCode).toBe(200);
    expect(await statuses(2, () => t.request({ url: '/api/nope' }))).toEqual([429, 429]);
    expect((await preflight()).statusCode).toBe(429);
    expect((await t.request({ url: '/readyz' })).statusCode).toBe(429);
    expect((await t.request({ method: 'POST', url: '/api/Identity/logout' })).statusCode).toBe(429);
    expect(await statuses(LIMIT + 2, () => t.request({ url: '/healthz' }))).toEqual(Array(LIMIT + 2).fill(200));
  });

  it('a fresh 404 budget per address: 404s alone reach 429', async () => {
    const t = await limitedApp();
    expect(await statuses(LIMIT + 1, () => t.request({ url: '/does/not/exist' }))).toEqual([404, 404, 404, 429]);
    expect(await statuses(1, () => t.request({ method: 'POST', url: '/x', payload: {} }))).toEqual([429]);
  });
});

describe('TRUST_PROXY', () => {
  const from = (t: TestApp, client: string) => () =>
    t.request({ url: '/weatherForecast', headers: { 'x-forwarded-for': client } });

  it('without it, every client behind the proxy shares the proxy address bucket', async () => {
    const t = await limitedApp();
    expect(await statuses(LIMIT, from(t, '203.0.113.1'))).toEqual([200, 200, 200]);
    expect(await statuses(1, from(t, '203.0.113.2'))).toEqual([429]);
  });

  const behind = (trustProxy: TrustProxy) => limitedApp({ config: { trustProxy } });

  it.each<[string, TrustProxy]>([
    ['true', true],
    ['the proxy address', ['127.0.0.1']],
    ['the proxy CIDRs', ['127.0.0.0/8', '::1']],
  ])('set to %s, each client behind the proxy gets its own bucket', async (_name, trustProxy) => {
    const t = await behind(trustProxy);
    expect(await statuses(LIMIT + 1, from(t, '203.0.113.1'))).toEqual([200, 200, 200, 429]);
    expect(await statuses(LIMIT, from(t, '203.0.113.2'))).toEqual([200, 200, 200]);
  });

  it('set to the proxy address, a client cannot pick another bucket by prepending addresses', async () => {
    const t = await behind(['127.0.0.1']);
    expect(await statuses(LIMIT, from(t, '203.0.113.1'))).toEqual([200, 200, 200]);
    // The proxy appends the address it saw; only that one is believed.
    expect(await statuses(1, from(t, '198.51.100.7, 203.0.113.1'))).toEqual([429]);
  });

  it('trusting another address only, a client cannot choose its bucket with X-Forwarded-For', async () => {
    const t = await behind(['10.9.9.9']);
    expect(await statuses(LIMIT, from(t, '203.0.113.1'))).toEqual([200, 200, 200]);
    expect(await statuses(1, from(t, '203.0.113.2'))).toEqual([429]);
  });
});
