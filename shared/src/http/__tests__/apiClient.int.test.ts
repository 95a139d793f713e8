/**
 * The one API client against real HTTP servers: the ID token goes to the API's origin only, and a 401 from the
 * API is answered by refreshing the token once and retrying once.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { apiClient } from '../apiClient';
import { configureApiClient } from '../apiSettings';

interface Recorded {
  path: string;
  headers: IncomingHttpHeaders;
}

function startServer(answer: (path: string, headers: IncomingHttpHeaders) => number) {
  const seen: Recorded[] = [];
  const server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    const status = answer(req.url ?? '', req.headers);
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ code: String(status), message: 'x' }));
  });
  return new Promise<{ server: Server; origin: string; seen: Recorded[] }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }),
    ),
  );
}

describe('apiClient', () => {
  let api: Awaited<ReturnType<typeof startServer>>;
  let elsewhere: Awaited<ReturnType<typeof startServer>>;
  let tokenCalls: boolean[];

  beforeAll(async () => {
    // The API accepts only the refreshed token on /needs-fresh; everything else is fine.
    api = await startServer((path, headers) =>
      path.startsWith('/v1/needs-fresh') && headers.authorization !== 'Bearer fresh-token' ? 401 : 200,
    );
    elsewhere = await startServer(() => 200);
  });
  afterAll(async () => {
    await new Promise((resolve) => api.server.close(resolve));
    await new Promise((resolve) => elsewhere.server.close(resolve));
  });
  beforeEach(() => {
    tokenCalls = [];
    api.seen.length = 0;
    elsewhere.seen.length = 0;
    configureApiClient({
      baseUrl: `${api.origin}/v1/`,
      getIdToken: async (forceRefresh) => {
        tokenCalls.push(forceRefresh);
        return forceRefresh ? 'fresh-token' : 'cached-token';
      },
    });
  });

  it('keeps the configured API base as its default, as 1.x did, whether it loads before or after the settings', async () => {
    expect(apiClient.defaults.baseURL).toBe(`${api.origin}/v1/`);
    configureApiClient({ baseUrl: `${api.origin}/v2/`, getIdToken: null });
    expect(apiClient.defaults.baseURL).toBe(`${api.origin}/v2/`);
    expect(apiClient.getUri({ url: 'api/Identity/user' })).toBe(`${api.origin}/v2/api/Identity/user`);

    const loaded = globalThis.__thryveApiClient;
    globalThis.__thryveApiClient = undefined;
    try {
      await jest.isolateModulesAsync(async () => {
        const { apiClient: loadedLater } = await import('../apiClient');
        expect(loadedLater).not.toBe(loaded);
        expect(loadedLater.defaults.baseURL).toBe(`${api.origin}/v2/`);
      });
    } finally {
      globalThis.__thryveApiClient = loaded;
    }
  });

  it('adds the Bearer token to requests below the API base URL', async () => {
    await apiClient.get('api/Identity/user');
    expect(api.seen).toEqual([expect.objectContaining({ path: '/v1/api/Identity/user' })]);
    expect(api.seen[0].headers.authorization).toBe('Bearer cached-token');
  });

  it('never sends the token to another origin, nor to another path of the same origin', async () => {
    await apiClient.get(`${elsewhere.origin}/v1/api/Identity/user`);
    await apiClient.get(`${api.origin}/not-the-api`);
    expect(elsewhere.seen[0].headers.authorization).toBeUndefined();
    expect(api.seen[0].headers.authorization).toBeUndefined();
    expect(tokenCalls).toEqual([]);
  });

  it('refreshes the token once and retries once on a 401', async () => {
    const response = await apiClient.get('needs-fresh');
    expect(response.status).toBe(200);
    expect(api.seen.map((r) => r.headers.authorization)).toEqual(['Bearer cached-token', 'Bearer fresh-token']);
    expect(tokenCalls).toEqual([false, true]);
  });

  it('gives up after one retry when the API still answers 401, and tells the session it was refused', async () => {
    const onSessionRefused = jest.fn();
    configureApiClient({ baseUrl: `${api.origin}/v1/`, getIdToken: async () => 'always-stale', onSessionRefused });
    await expect(apiClient.get('needs-fresh')).rejects.toMatchObject({ response: { status: 401 } });
    expect(api.seen).toHaveLength(2);
    expect(onSessionRefused).toHaveBeenCalledTimes(1);
  });

  it('does not call a session refused when the fresh token is accepted', async () => {
    const onSessionRefused = jest.fn();
    configureApiClient({
      baseUrl: `${api.origin}/v1/`,
      getIdToken: async (forceRefresh) => (forceRefresh ? 'fresh-token' : 'cached-token'),
      onSessionRefused,
    });
    expect((await apiClient.get('needs-fresh')).status).toBe(200);
    expect(onSessionRefused).not.toHaveBeenCalled();
  });

  it('sends no token when signed out', async () => {
    configureApiClient({ baseUrl: `${api.origin}/v1/`, getIdToken: async () => null });
    await expect(apiClient.get('needs-fresh')).rejects.toMatchObject({ response: { status: 401 } });
    expect(api.seen).toHaveLength(1);
    expect(api.seen[0].headers.authorization).toBeUndefined();
  });
});
