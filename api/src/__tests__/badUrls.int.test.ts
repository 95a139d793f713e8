import type { AddressInfo } from 'node:net';

import { API_ERROR_MESSAGES, type ApiErrorCode } from '@thryve/contract/errors';

import { rawExchange, type RawResponse } from '../../../scripts/testing/rawHttp';
import { API_SECURITY_HEADERS } from '../plugins/security';
import { ALLOWED_ORIGIN, startTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimits: { globalPerIp: 4 } });
});
afterAll(async () => t.close());

/** What every answer of the API carries, whatever the request (helmet's headers for a JSON API). */
function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('requests the router cannot take', () => {
  it("answer as any other: 400 { code, message }, the API's headers, counted by the rate limit", async () => {
    const answers = [];
    for (const url of ['/api/%zz', '/api/Identity/%E0%A4%A', `/api/passkeys/${'a'.repeat(200)}`, '/api/nope']) {
      answers.push(
        await t.request({
          method: url.includes('passkeys') ? 'DELETE' : 'GET',
          url,
          headers: { origin: ALLOWED_ORIGIN },
        }),
      );
    }
    for (const answer of answers.slice(0, 3)) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ code: 'bad_request', message: expect.any(String) });
      // Nothing of the path is echoed back.
      expect(answer.body).not.toContain('%');
      expectSecurityHeaders(answer.headers);
      expect(answer.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    }
    expect(answers[3].statusCode).toBe(404);
    expect(answers[3].json()).toEqual({ code: 'not_found', message: 'Not found' });
    expectSecurityHeaders(answers[3].headers);
    // The fifth request of the window, a bad URL too, is over the limit of four.
    const limited = await t.request({ url: '/api/%zz' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expectSecurityHeaders(limited.headers);
  });
});

describe('the production settings', () => {
  it('give a request 30 s to arrive, head and body', () => {
    expect(t.app.server.requestTimeout).toBe(30_000);
    expect(t.app.server.headersTimeout).toBe(30_000);
  });
});

describe('requests Node refuses before Fastify has them', () => {
  const TIMEOUT_MS = 1_000;
  let short: TestApp;
  let port: number;
  /** The headers of an answer Fastify wrote, with the API's hooks: what the answers below must carry as well. */
  let usual: Record<string, string>;
  beforeAll(async () => {
    short = await startTestApp({ config: { requestTimeoutMs: TIMEOUT_MS } });
    port = (short.app.server.address() as AddressInfo).port;
    usual = (await short.request({ url: '/api/nope' })).headers as Record<string, string>;
    expectSecurityHeaders(usual);
  });
  afterAll(async () => short?.close());

  /** The answer as any other of the API: `{ code, message }`, the security headers, and the connection closed. */
  function expectAnswer(answer: RawResponse, status: number, code: string) {
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.text)).toEqual({ code, message: API_ERROR_MESSAGES[code as ApiErrorCode] });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['connection']).toBe('close');
    expectSecurityHeaders(answer.headers);
    for (const name of Object.keys(API_SECURITY_HEADERS))
      expect([name, answer.headers[name]]).toEqual([name, usual[name]]);
  }

  it.each([['a head that stops arriving', 'GET /api/Identity/user HTTP/1.1\r\nHost: api\r\nX-Slow: ']])(
    '408 to %s, within seconds',
    async (_name, bytes) => {
      const started = Date.now();
      expectAnswer(await rawExchange(port, bytes), 408, 'request_timeout');
      // The timeout, plus the one-second sweep, plus a margin for a loaded machine.
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 4_000);
    },
  );

  it('431 to a head too large', async () => {
    const bytes = `GET /healthz HTTP/1.1\r\nHost: api\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    expectAnswer(await rawExchange(port, bytes), 431, 'headers_too_large');
  });

  it.each([
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n'],
    ['a header name with a space', 'GET /healthz HTTP/1.1\r\nHost: api\r\nBad Header: 1\r\n\r\n'],
    ['two lengths', 'POST /healthz HTTP/1.1\r\nHost: api\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n{}'],
    [
      'a length beside chunked',
      'POST /healthz HTTP/1.1\r\nHost: api\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}',
    ],
  ])('400 to %s', async (_name, bytes) => {
    expectAnswer(await rawExchange(port, bytes), 400, 'bad_request');
  });
});
