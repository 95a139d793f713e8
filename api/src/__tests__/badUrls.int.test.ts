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
