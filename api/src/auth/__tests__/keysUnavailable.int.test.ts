import type { IncomingMessage, ServerResponse } from 'node:http';

import { bearer, type TestApp } from '../../__tests__/support/testApp';
import { DEFAULT_AUTH_SETTINGS } from '../../config';
import {
  closedPort,
  idTokenClaims,
  jwksOf,
  newSigningKey,
  serveKeys,
  signToken,
  type KeyServer,
  type SigningKey,
} from './signingKeys';
import { SIGNED_PROJECT_ID, startSignedTokenApi } from './testApi';

jest.setTimeout(30_000);

const UNAVAILABLE = { code: 'unavailable', message: 'The service is temporarily unavailable' };
const AUTH_TIMEOUT_MS = 500;

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let key: SigningKey;
let token: string;
/** What the key server does now; each test sets it. */
let keyServerAnswer: Handler;
let keys: KeyServer;
let t: TestApp;

beforeAll(async () => {
  key = await newSigningKey('key-1');
  token = await signToken(key, idTokenClaims(SIGNED_PROJECT_ID, 'someone'));
  keys = await serveKeys((request, response) => keyServerAnswer(request, response));
  t = await startSignedTokenApi(keys.url, { authSettings: { timeoutMs: AUTH_TIMEOUT_MS } });
});
afterAll(async () => {
  await t.close();
  await keys.close();
});

const failWith =
  (status: number, body: string): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  };

const backendFailuresLogged = (app: TestApp) =>
  app.logs.filter((line) => line.includes('auth backend unavailable')).length;

/** A GET with a well-formed signed token: 503 with Retry-After, logged as the backend's failure. */
async function expectUnavailable(app: TestApp): Promise<void> {
  const logged = backendFailuresLogged(app);
  const response = await app.request({ url: '/api/Identity/user', headers: bearer(token) });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual(UNAVAILABLE);
  expect(response.headers['retry-after']).toMatch(/^\d+$/);
  expect(backendFailuresLogged(app)).toBe(logged + 1);
}

describe("the key set out of reach is the backend's failure: 503 (retry later), never 401 (sign in again)", () => {
  it('nothing listens on its port', async () => {
    const unreachable = await startSignedTokenApi(await closedPort());
    try {
      await expectUnavailable(unreachable);
    } finally {
      await unreachable.close();
    }
  });

  it.each([
    ['answers 500', failWith(500, '{"error":"internal"}')],
    ['answers 200 with something other than JSON', failWith(200, '<html>maintenance</html>')],
    ['answers 200 with JSON that is no key set', failWith(200, '{"keys":"none"}')],
    ['closes the connection without an answer', (request: IncomingMessage) => request.socket.destroy()],
  ])('it %s', async (_name, answer) => {
    keyServerAnswer = answer;
    await expectUnavailable(t);
  });

  it('it does not answer within the auth timeout', async () => {
    keyServerAnswer = () => undefined;
    const started = Date.now();
    await expectUnavailable(t);
    expect(Date.now() - started).toBeLessThan(DEFAULT_AUTH_SETTINGS.timeoutMs);
  });

  it('a failure is not kept: once the key set answers again, the same token is accepted', async () => {
    keyServerAnswer = failWith(500, '{}');
    await expectUnavailable(t);
    keyServerAnswer = jwksOf([key]);
    const response = await t.request({ url: '/api/Identity/user', headers: bearer(token) });
    // Accepted: the caller is known, and told to register.
    expect(response.json()).toMatchObject({ code: 'not_registered' });
  });
});
