import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { API_ERROR_MESSAGES } from '@thryve/contract/errors';
import { SIGN_UP_MESSAGES as M } from '@thryve/contract/validation';

import { spawnApi, startApi } from '../db/__tests__/apiProcess';
import { createUser } from './support/emulator';
import { validPayload } from './support/fixtures';
import { bearer, startTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

/** What a hostile client sees on one raw connection: every byte the server sent, and when the server closed it. */
interface RawConnection {
  socket: Socket;
  /** Resolves with the bytes received once the server closes the connection. */
  closed: Promise<string>;
  received(): string;
}

async function rawConnection(app: TestApp): Promise<RawConnection> {
  const { port } = app.app.server.address() as { port: number };
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
  });
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, closed, received: () => received };
}

/** A request head announcing a `length`-byte JSON body. */
const head = (method: string, url: string, length: number, headers: Record<string, string> = {}) =>
  `${method} ${url} HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n` +
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('') +
  '\r\n';

/** Status and `{ code, message }` of a raw HTTP answer. */
function answerOf(raw: string): { status: number; body: unknown } {
  const [top, body] = raw.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(top)?.[1]), body: body ? JSON.parse(body) : undefined };
}

const elapsedSince = (start: number) => Date.now() - start;

describe('requests that never finish', () => {
  const TIMEOUT_MS = 1_500;
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: { requestTimeoutMs: TIMEOUT_MS },
      rateLimits: { registerPerUser: 1000, registerPerIp: 1000 },
    });
  });
  afterAll(async () => t?.close());

  it('answers 408 and closes each connection whose body stops arriving, within seconds, many at once', async () => {
    const user = await createUser();
    const started = Date.now();
    const probes = await Promise.all(Array.from({ length: 40 }, () => rawConnection(t)));
    for (const probe of probes) {
      probe.socket.write(head('POST', '/api/Identity/register', 100_000, bearer(user.idToken)) + '{"firstName":"A');
    }
    const answers = await Promise.all(probes.map((probe) => probe.closed));
    // The timeout, plus the one-second sweep, plus a margin for a loaded machine.
    expect(elapsedSince(started)).toBeLessThan(TIMEOUT_MS + 4_000);
    for (const answer of answers) {
      expect(answerOf(answer)).toEqual({
        status: 408,
        body: { code: 'request_timeout', message: API_ERROR_MESSAGES.request_timeout },
      });
      expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    }
  });

  it('answers 408 to a head that never ends, and closes a connection that sends nothing', async () => {
    const partial = await rawConnection(t);
    partial.socket.write('POST /api/Identity/register HTTP/1.1\r\nHost: api\r\nX-Slow: ');
    const silent = await rawConnection(t);
    expect(answerOf(await partial.closed).status).toBe(408);
    await silent.closed;
  });

  it('lets a body that arrives slowly but within the timeout through', async () => {
    const user = await createUser();
    const body = Buffer.from(JSON.stringify(validPayload(user.email)));
    const slow = await rawConnection(t);
    slow.socket.write(
      head('POST', '/api/Identity/register', body.length, { ...bearer(user.idToken), Connection: 'close' }),
    );
    const pieces = 5;
    for (let piece = 0; piece < pieces; piece += 1) {
      slow.socket.write(body.subarray((piece * body.length) / pieces, ((piece + 1) * body.length) / pieces));
      await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS / (2 * pieces)));
    }
    expect(answerOf(await slow.closed).status).toBe(201);
  });
});

describe('the default app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: { registerPerUser: 100, registerPerIp: 1000 } });
  });
  afterAll(async () => t?.close());

  const register = (idToken: string, payload: string | Buffer | object, contentType = 'application/json') =>
    t.request({
      method: 'POST',
      url: '/api/Identity/register',
      headers: { ...bearer(idToken), 'content-type': contentType },
      payload,
    });

  it('answers an unknown route at once, without waiting for its body, and closes the connection', async () => {
    for (const [method, url] of [
      ['POST', '/api/Identity/nope'],
      ['PUT', '/api/Identity/register'],
      ['POST', '/healthz'],
    ]) {
      const started = Date.now();
      const probe = await rawConnection(t);
      // 10 KB announced (within the body limit), ten bytes sent: the rest never comes.
      probe.socket.write(head(method, url, 10_000) + '{"a":"bcd"');
      expect(answerOf(await probe.closed)).toEqual({
        status: 404,
        body: { code: 'not_found', message: API_ERROR_MESSAGES.not_found },
      });
      // Far below the 30 s request timeout: nothing waited for the body.
      expect(elapsedSince(started)).toBeLessThan(5_000);
    }
    expect((await t.request({ url: '/nope' })).json()).toEqual({
      code: 'not_found',
      message: API_ERROR_MESSAGES.not_found,
    });
  });

  it('refuses invalid UTF-8 with 400 invalid_encoding and stores nothing', async () => {
    const user = await createUser();
    const text = JSON.stringify(validPayload(user.email, { firstName: 'JosX' }));
    const at = text.indexOf('JosX') + 3;
    // Latin-1's é (0xE9), where UTF-8 needs two bytes: Fastify alone would store "Jos\ufffd".
    const body = Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from([0xe9]), Buffer.from(text.slice(at + 1))]);
    const response = await register(user.idToken, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_encoding', message: API_ERROR_MESSAGES.invalid_encoding });
    expect((await t.request({ url: '/api/Identity/user', headers: bearer(user.idToken) })).statusCode).toBe(404);
  });

  it('refuses a charset other than UTF-8 with 415 unsupported_charset, and reads a declared UTF-8', async () => {
    const user = await createUser();
    const payload = JSON.stringify(validPayload(user.email, { firstName: 'José' }));
    const latin1 = await register(user.idToken, Buffer.from(payload, 'latin1'), 'application/json; charset=latin1');
    expect(latin1.statusCode).toBe(415);
    expect(latin1.json()).toEqual({ code: 'unsupported_charset', message: API_ERROR_MESSAGES.unsupported_charset });
    const utf8 = await register(user.idToken, payload, 'application/json; charset=UTF-8');
    expect(utf8.statusCode).toBe(201);
    expect(utf8.json()).toMatchObject({ firstName: 'José' });
  });

  describe('names with nothing to see, or that turn text around', () => {
    const names: [string, string, string][] = [
      ['only zero-width spaces', '\u200b\u200b', M.nameInvalid],
      ['a right-to-left override', '\u202eecalevoL', M.nameInvalid],
      ['a byte order mark', '\ufeffAda', M.nameInvalid],
      ['only a Hangul filler', '\u3164', M.nameRequired],
    ];

    it.each(names)('refuses %s on registration', async (_what, name, message) => {
      const user = await createUser();
      const response = await register(user.idToken, validPayload(user.email, { firstName: name, lastName: name }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        details: { firstName: message, lastName: message },
      });
    });

    it.each(names)('refuses %s on a profile edit, and keeps the stored name', async (_what, name, message) => {
      const user = await createUser();
      expect((await register(user.idToken, validPayload(user.email))).statusCode).toBe(201);
      const response = await t.request({
        method: 'PATCH',
        url: '/api/Identity/user',
        headers: bearer(user.idToken),
        payload: { firstName: 'Ada', lastName: name },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', details: { lastName: message } });
      const profile = await t.request({ url: '/api/Identity/user', headers: bearer(user.idToken) });
      expect(profile.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    });
  });
});

describe('what the API refuses to start with', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'thryve-abuse-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('refuses the Auth emulator on an address other machines reach, naming both settings', async () => {
    const api = spawnApi(tempDir(), { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', API_HOST: '0.0.0.0' });
    expect(await api.exited).toBe(1);
    expect(api.output()).toContain('FIREBASE_AUTH_EMULATOR_HOST is set');
    expect(api.output()).toContain('API_HOST is "0.0.0.0"');
  });

  it('says at start, on loopback, that emulator mode accepts unsigned tokens', async () => {
    const api = await startApi(tempDir(), { FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST! });
    try {
      expect(api.output()).toContain('Auth emulator mode: ID tokens are accepted unsigned');
    } finally {
      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
    }
  });

  it('refuses NODE_ENV=production without DATABASE_URL, naming it', async () => {
    const api = spawnApi(tempDir(), { NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '' });
    expect(await api.exited).toBe(1);
    expect(api.output()).toContain('NODE_ENV=production needs DATABASE_URL');
  });
});
