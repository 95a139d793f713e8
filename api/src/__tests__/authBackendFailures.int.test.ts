import { createServer, type ClientRequestArgs, type Server } from 'node:http';
import { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

import { forgeToken, PROJECT_ID } from './support/emulator';
import { bearer, startTestApp } from './support/testApp';

jest.setTimeout(60_000);

const UNAVAILABLE = { code: 'unavailable', message: 'The service is temporarily unavailable' };

/** An https agent on a machine whose network is down: every connection fails at once. */
class UnreachableAgent extends Agent {
  override createConnection(
    _options: ClientRequestArgs,
    callback?: (error: Error | null, stream: Duplex) => void,
  ): undefined {
    const error = Object.assign(new Error('connect ENETUNREACH'), { code: 'ENETUNREACH' });
    process.nextTick(() => callback?.(error, undefined as unknown as Duplex));
    return undefined;
  }
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe("the Auth backend's failures are 503s (retry later), never 401s (sign in again)", () => {
  it("Google's public keys out of reach: a well-formed signed token gets 503 with Retry-After", async () => {
    // Production mode (no emulator): the signature is checked against Google's keys, which must be fetched first.
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const projectId = 'thryve-keys-unreachable';
    const firebase = initializeApp({ projectId, httpAgent: new UnreachableAgent() }, 'keys-unreachable');
    const t = await startTestApp({
      auth: getAuth(firebase),
      config: { corsOrigins: [], firebaseProjectId: projectId },
    });
    try {
      const now = Math.floor(Date.now() / 1000);
      const token = [
        base64url({ alg: 'RS256', kid: 'some-key', typ: 'JWT' }),
        base64url({
          aud: projectId,
          iss: `https://securetoken.google.com/${projectId}`,
          sub: 'someone',
          iat: now,
          exp: now + 3600,
          auth_time: now,
        }),
        Buffer.from('a signature').toString('base64url'),
      ].join('.');
      const response = await t.request({ url: '/api/Identity/user', headers: bearer(token) });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual(UNAVAILABLE);
      expect(t.logs.join('')).toContain('auth backend unavailable');
    } finally {
      await t.close();
      process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    }
  });

  it('the user lookup over quota (HTTP 429): 503 with Retry-After', async () => {
    // The Auth backend itself refusing work: what Google answers when the project's quota is spent.
    const backend: Server = createServer((request, response) => {
      request.resume();
      response.writeHead(429, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 429, message: 'QUOTA_EXCEEDED', status: 'RESOURCE_EXHAUSTED' } }));
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${(backend.address() as AddressInfo).port}`;
    const t = await startTestApp({ authSettings: { revocationCacheMs: 0 } });
    try {
      const token = forgeToken({ uid: 'someone', email: 'someone@example.test', projectId: PROJECT_ID });
      const response = await t.request({ url: '/api/Identity/user', headers: bearer(token) });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual(UNAVAILABLE);
    } finally {
      await t.close();
      process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
      await new Promise((resolve) => backend.close(resolve));
    }
  });
});
