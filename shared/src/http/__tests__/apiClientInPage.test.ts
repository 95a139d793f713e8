/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1:4331/app/"}
 */
// The one API client in a page (real XHR through jsdom): a relative URL that axios sends to the page's own origin
// (no base for that request, or a host that cleared the client's default) gets no token. Port 4331: this suite's.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { AxiosRequestConfig } from 'axios';

import { apiClient, type OwnTokenConfig } from '../apiClient';
import { configureApiClient, isApiRequest } from '../apiSettings';

const PAGE_PORT = 4331;

interface Seen {
  path: string;
  authorization: IncomingHttpHeaders['authorization'];
}

function capture(port: number): Promise<{ server: Server; seen: Seen[]; origin: string }> {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', `http://127.0.0.1:${PAGE_PORT}`);
    response.setHeader('access-control-allow-headers', 'authorization, content-type');
    if (request.method !== 'OPTIONS')
      seen.push({ path: request.url ?? '', authorization: request.headers.authorization });
    response.setHeader('content-type', 'application/json');
    response.end('{}');
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ server, seen, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

let page: Awaited<ReturnType<typeof capture>>;
let api: Awaited<ReturnType<typeof capture>>;
beforeAll(async () => {
  page = await capture(PAGE_PORT);
  api = await capture(0);
});
afterAll(async () => {
  await new Promise((resolve) => page.server.close(resolve));
  await new Promise((resolve) => api.server.close(resolve));
});
beforeEach(() => {
  page.seen.length = 0;
  api.seen.length = 0;
  configureApiClient({ baseUrl: `${api.origin}/`, getIdToken: async () => 'session-token' });
});

it('sends the token with a relative URL below the API, the client default', async () => {
  await apiClient.get('api/Identity/user');
  expect(api.seen).toEqual([{ path: '/api/Identity/user', authorization: 'Bearer session-token' }]);
});

it('sends none when a request has no base, and so goes to the page', async () => {
  await apiClient.get('api/Identity/user', { baseURL: null } as unknown as AxiosRequestConfig);
  expect(page.seen).toEqual([{ path: '/app/api/Identity/user', authorization: undefined }]);
});

it('sends none when a host cleared the default base, for the session token and a request of its own', async () => {
  const base = apiClient.defaults.baseURL;
  apiClient.defaults.baseURL = undefined;
  try {
    await apiClient.get('api/Identity/user');
    const own: AxiosRequestConfig & OwnTokenConfig = { _thryveIdToken: 'new-account-token' };
    await apiClient.post('api/Identity/register', {}, own);
  } finally {
    apiClient.defaults.baseURL = base;
  }
  expect(page.seen).toEqual([
    { path: '/app/api/Identity/user', authorization: undefined },
    { path: '/app/api/Identity/register', authorization: undefined },
  ]);
  expect(api.seen).toEqual([]);
});

it("sends a request's own token (the new account's, at registration) to the API instead of the session's", async () => {
  const own: AxiosRequestConfig & OwnTokenConfig = { _thryveIdToken: 'new-account-token' };
  await apiClient.post('api/Identity/register', {}, own);
  expect(api.seen).toEqual([{ path: '/api/Identity/register', authorization: 'Bearer new-account-token' }]);
});

it('isApiRequest resolves a relative URL as the client does: no base for the request means the page', () => {
  expect(isApiRequest({ url: 'api/Identity/user' })).toBe(true);
  expect(isApiRequest({ url: 'api/Identity/user', baseURL: `${api.origin}/` })).toBe(true);
  expect(isApiRequest({ url: 'api/Identity/user', baseURL: null })).toBe(false);
  expect(isApiRequest({ url: 'api/Identity/user', baseURL: '' })).toBe(false);
  expect(isApiRequest({ url: `${api.origin}/api/Identity/user`, baseURL: null })).toBe(true);
});
