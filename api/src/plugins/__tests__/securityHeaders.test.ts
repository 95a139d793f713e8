import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

import helmet, { type HelmetOptions } from 'helmet';

import { helmetHeaders } from '../security';

/** What helmet's own middleware sets on a real Node response. */
function headersFromHelmet(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader('X-Powered-By', 'something');
  helmet(options)(request, response, () => {});
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) headers[name] = String(value);
  return headers;
}

const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe('helmet headers computed once', () => {
  it.each<[string, HelmetOptions]>([
    ['defaults', {}],
    [
      "the API's settings",
      {
        contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
        crossOriginResourcePolicy: { policy: 'same-site' },
      },
    ],
    ['some headers off', { strictTransportSecurity: false, xFrameOptions: { action: 'deny' } }],
  ])('are the headers helmet itself sets on a response (%s)', (_name, options) => {
    const { 'x-powered-by': removed, ...expected } = headersFromHelmet(options);
    expect(removed).toBeUndefined();
    expect(lower(helmetHeaders(options))).toEqual(expected);
    expect(Object.keys(expected).length).toBeGreaterThan(8);
  });

  it('refuses settings that depend on the request, instead of sending one nonce to everyone', () => {
    const nonce = () => "'nonce-abc'";
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], scriptSrc: [nonce] } } }),
    ).toThrow(/depend on the request/);
  });
});
