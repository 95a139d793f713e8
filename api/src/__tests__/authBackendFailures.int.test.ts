import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { forgeToken, PROJECT_ID } from './support/emulator';
import { bearer, startTestApp } from './support/testApp';

jest.setTimeout(60_000);

const UNAVAILABLE = { code: 'unavailable', message: 'The service is temporarily unavailable' };

// Google's signing keys out of reach: api/src/auth/__tests__/keysUnavailable.int.test.ts.
describe("the Auth backend's failures are 503s (retry later), never 401s (sign in again)", () => {
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
