import { sql } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';

import { openMemoryDatabase } from '../db/__tests__/memoryDatabase';
import { getAdminAuth } from '../firebaseAdmin';
import { PROBE_REUSE_MS } from '../routes/health';
import { createUser, PROJECT_ID, uniqueEmail } from './support/emulator';
import { validPayload } from './support/fixtures';
import { ALLOWED_ORIGIN, bearer, startTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimits: { registerPerUser: 100, registerPerIp: 1000 } });
});
afterAll(async () => t.close());

describe('health and public routes', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.request({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.request({ url: '/readyz' })).json()).toEqual({ status: 'ready', database: 'up', auth: 'up' });
  });

  it('asks each dependency at most once per PROBE_REUSE_MS, however many /readyz arrive', async () => {
    const asked = { database: 0, auth: 0 };
    // The real firebase-admin (emulator) and database, their calls counted on the way through.
    const realAuth = getAdminAuth(PROJECT_ID);
    const auth = new Proxy(realAuth, {
      get: (target, key) =>
        key === 'getUser'
          ? (uid: string) => {
              asked.auth += 1;
              return target.getUser(uid);
            }
          : Reflect.get(target, key, target),
    }) as Auth;
    const database = await openMemoryDatabase();
    const counted = {
      ...database,
      ping: () => {
        asked.database += 1;
        return database.ping();
      },
    };
    const probed = await startTestApp({ auth, database: counted });
    try {
      const started = Date.now();
      const burst = await Promise.all(Array.from({ length: 20 }, () => probed.request({ url: '/readyz' })));
      for (let i = 0; i < 10; i += 1) burst.push(await probed.request({ url: '/readyz' }));
      const elapsed = Date.now() - started;
      for (const response of burst) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: 'ready', database: 'up', auth: 'up' });
      }
      // One probe of each per started window of PROBE_REUSE_MS (the burst usually fits in the first).
      const windows = Math.floor(elapsed / PROBE_REUSE_MS) + 1;
      expect(asked.database).toBeGreaterThanOrEqual(1);
      expect(asked.database).toBeLessThanOrEqual(windows);
      expect(asked.auth).toBe(asked.database);

      // Past the window, the next probe asks again.
      await new Promise((resolve) => setTimeout(resolve, PROBE_REUSE_MS));
      const before = { ...asked };
      expect((await probed.request({ url: '/readyz' })).statusCode).toBe(200);
      expect(asked).toEqual({ database: before.database + 1, auth: before.auth + 1 });
    } finally {
      await probed.close();
    }
  });

  it('serves 5 placeholder forecasts without a token', async () => {
    const response = await t.request({ url: '/weatherForecast' });
    expect(response.statusCode).toBe(200);
    const items = response.json() as { temperatureC: number; temperatureF: number }[];
    expect(items).toHaveLength(5);
    for (const item of items) {
      expect(item).toEqual({
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        summary: expect.any(String),
        temperatureC: expect.any(Number),
        temperatureF: 32 + Math.trunc(item.temperatureC / 0.5556),
      });
    }
  });

  it('answers unknown routes with 404 { code, message }', async () => {
    const response = await t.request({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Not found' });
  });
});

describe('request shape', () => {
  it('answers 415 to a non-JSON body and 400 to broken JSON', async () => {
    const user = await createUser();
    const text = await t.request({
      method: 'POST',
      url: '/api/Identity/register',
      headers: { ...bearer(user.idToken), 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('unsupported_media_type');
    const form = await t.request({
      method: 'POST',
      url: '/api/Identity/register',
      headers: { ...bearer(user.idToken), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(415);
    const broken = await t.request({
      method: 'POST',
      url: '/api/Identity/register',
      headers: { ...bearer(user.idToken), 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 'bad_request', message: expect.any(String) });
  });

  it('answers 400 to a body of far more values than any of ours, and names unknown fields like "constructor"', async () => {
    const user = await createUser();
    const post = (body: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/Identity/register', headers: bearer(user.idToken), payload: body });
    const valid = validPayload(user.email);
    // Hundreds of keys (a 7 MB body of them cost ~3 s of CPU to parse, validate and answer): refused unparsed.
    const flood = await post({
      ...valid,
      ...Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, [0]])),
    });
    expect(flood.statusCode).toBe(400);
    expect(flood.json()).toEqual({ code: 'bad_request', message: expect.any(String) });
    // Brackets and commas inside strings (escaped quotes too) are text, not values: the schema answers.
    const inStrings = await post({ ...valid, note: '{[,'.repeat(100) + '\\",'.repeat(100) });
    expect(inStrings.statusCode).toBe(400);
    expect(inStrings.json().details).toEqual({ note: 'Unknown field' });

    const named = await post({ ...valid, constructor: 1, toString: 2, hasOwnProperty: 3 });
    expect(named.statusCode).toBe(400);
    expect(named.json().details).toEqual({
      constructor: 'Unknown field',
      toString: 'Unknown field',
      hasOwnProperty: 'Unknown field',
    });
  });
});

describe('prototype poisoning', () => {
  const register = (idToken: string, payload: string) =>
    t.request({
      method: 'POST',
      url: '/api/Identity/register',
      headers: { ...bearer(idToken), 'content-type': 'application/json; charset=utf-8' },
      payload,
    });

  it('refuses a __proto__ or constructor.prototype key anywhere in the body, written plainly or escaped', async () => {
    const user = await createUser();
    const valid = JSON.stringify(validPayload(user.email));
    const poisoned = [
      `{"__proto__":{"role":"admin"},${valid.slice(1)}`,
      `{"\u005f_proto__":{"role":"admin"},${valid.slice(1)}`,
      `{"extra":[{"a":{"__proto__":{"x":1}}}],${valid.slice(1)}`,
      `{"constructor":{"prototype":{"role":"admin"}},${valid.slice(1)}`,
      `{"extra":{"\u0063onstructor":{"prototype":{}}},${valid.slice(1)}`,
    ];
    for (const payload of poisoned) {
      const response = await register(user.idToken, payload);
      expect({ payload: payload.slice(0, 40), status: response.statusCode, body: response.json() }).toEqual({
        payload: payload.slice(0, 40),
        status: 400,
        body: { code: 'bad_request', message: expect.any(String) },
      });
    }
    // Nothing was stored by any of them; the clean body then registers.
    expect((await t.request({ url: '/api/Identity/user', headers: bearer(user.idToken) })).statusCode).toBe(404);
    expect((await register(user.idToken, `\ufeff${valid}`)).statusCode).toBe(201);
  });

  it('accepts the words themselves as values, and a "constructor" key that carries no prototype', async () => {
    const user = await createUser();
    const payload = validPayload(user.email, { firstName: '__proto__', lastName: 'constructor' });
    const response = await register(user.idToken, JSON.stringify({ constructor: 'x', ...payload }));
    // Unknown keys are refused by the strict schema (a field error), not by the parser (400 bad_request).
    expect(response.json().code).not.toBe('bad_request');
    const clean = await register(user.idToken, JSON.stringify(payload));
    expect(clean.statusCode).toBe(201);
    expect(clean.json()).toMatchObject({ firstName: '__proto__', lastName: 'constructor' });
  });
});

describe('security headers and CORS', () => {
  it('sends helmet headers', async () => {
    const response = await t.request({ url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
    // Only what acts on a JSON answer (security.ts): none of helmet's document-only headers.
    for (const documentOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(response.headers[documentOnly]).toBeUndefined();
    }
    // Errors too: the headers are set before anything can fail.
    const refused = await t.request({ url: '/api/Identity/user' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-security-policy']).toBe(response.headers['content-security-policy']);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['x-powered-by']).toBeUndefined();
    // Counted by the rate limit, but within it: the limit's headers come with a 429 only (rateLimit.int.test.ts).
    expect(refused.headers['x-ratelimit-limit']).toBeUndefined();
    expect(refused.headers['x-ratelimit-remaining']).toBeUndefined();
  });

  it('allows the configured origin with the Authorization header, and no other origin', async () => {
    const preflight = await t.request({
      method: 'OPTIONS',
      url: '/api/Identity/user',
      headers: {
        origin: ALLOWED_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/authorization/i);

    const denied = await t.request({ url: '/weatherForecast', headers: { origin: 'https://evil.example' } });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
    const allowed = await t.request({ url: '/weatherForecast', headers: { origin: ALLOWED_ORIGIN } });
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
  });
});

describe('rate limits', () => {
  it('answers 429 rate_limited past the per-user registration limit, before reading the body', async () => {
    const limited = await startTestApp({ rateLimits: { registerPerUser: 3, registerPerIp: 1000 } });
    try {
      const user = await createUser();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.request({
          method: 'POST',
          url: '/api/Identity/register',
          headers: bearer(user.idToken),
          payload: validPayload(user.email),
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toEqual({ code: 'rate_limited', message: expect.any(String) });
          // Seconds until the window (a minute by default) ends.
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
          expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
        }
      }
      expect(statuses).toEqual([201, 200, 200, 429]);
      // Over its limit, a caller's body is not even read: broken JSON gets the 429, not a 400.
      const unread = await limited.request({
        method: 'POST',
        url: '/api/Identity/register',
        headers: { ...bearer(user.idToken), 'content-type': 'application/json' },
        payload: '{"firstName":',
      });
      expect(unread.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('answers 429 past the per-IP registration limit, before looking at the token', async () => {
    const limited = await startTestApp({ rateLimits: { registerPerIp: 2 } });
    try {
      const responses = [];
      for (let i = 0; i < 3; i += 1) {
        responses.push(
          await limited.request({
            method: 'POST',
            url: '/api/Identity/register',
            payload: validPayload(uniqueEmail()),
          }),
        );
      }
      expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 429]);
      expect(Number(responses[2].headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('failures', () => {
  it('answers 500 without internals and 503 on /readyz when the database is gone', async () => {
    const broken = await startTestApp();
    try {
      const user = await createUser();
      await broken.database.close();
      const response = await broken.request({ url: '/api/Identity/user', headers: bearer(user.idToken) });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'internal', message: 'Something went wrong on our side' });
      const ready = await broken.request({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'unavailable', details: { database: 'down', auth: 'up' } });
      expect(ready.headers['retry-after']).toBe('5');
      const logs = broken.logs.join('\n');
      expect(logs).toContain('request failed');
      // Drizzle's message carries the query's parameters: the uid must not reach the logs.
      expect(logs).not.toContain(user.uid);
    } finally {
      await broken.app.close();
    }
  });

  it('logs a database error by code, constraint and table, never with the personal data it carries', async () => {
    const failing = await startTestApp();
    try {
      // A database that refuses this row: the error's params and detail hold the whole profile.
      await failing.database.db.execute(
        sql.raw(`ALTER TABLE profiles ADD CONSTRAINT no_zenobia CHECK (first_name <> 'Zenobia')`),
      );
      const user = await createUser(uniqueEmail('zenobia'));
      const payload = validPayload(user.email, { firstName: 'Zenobia', lastName: 'Quillfeather' });
      const response = await failing.request({
        method: 'POST',
        url: '/api/Identity/register',
        headers: bearer(user.idToken),
        payload,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'internal', message: 'Something went wrong on our side' });
      const logs = failing.logs.join('\n');
      expect(logs).toContain('request failed');
      expect(logs).toContain('"code":"23514"');
      expect(logs).toContain('"constraint":"no_zenobia"');
      expect(logs).toContain('"table":"profiles"');
      for (const personal of ['Zenobia', 'Quillfeather', user.email, payload.username, user.uid, '1990-12-10']) {
        expect(logs).not.toContain(personal);
      }
    } finally {
      await failing.close();
    }
  });
});
