/**
 * @jest-environment node
 */
// The server half of Logout against real local HTTP servers (the apiClient's own Node adapter, no mocks of it).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { configureApiClient, type IdTokenSource } from '../../http/apiSettings';
import { endServerSession } from '../endServerSession';

interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

/** An API that answers `status`, or never answers (null). */
function startApi(status: number | null) {
  const seen: Seen[] = [];
  /** Requests whose client hung up before an answer. */
  const abandoned: Promise<void>[] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    if (status !== null) res.writeHead(status).end();
    else abandoned.push(new Promise((resolve) => res.on('close', () => resolve())));
  });
  return new Promise<{ server: Server; baseUrl: string; seen: Seen[]; abandoned: Promise<void>[] }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, seen, abandoned }),
    ),
  );
}

const TOKEN = 'the-id-token-of-this-sign-in';
const servers: Server[] = [];
let warn: jest.SpyInstance;

async function apiAnswering(status: number | null, getIdToken: IdTokenSource = async () => TOKEN) {
  const api = await startApi(status);
  servers.push(api.server);
  configureApiClient({ baseUrl: api.baseUrl, getIdToken });
  return api;
}

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  warn.mockRestore();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Everything logged, as one string: it must never hold the token. */
const logged = () => JSON.stringify(warn.mock.calls);

describe('endServerSession', () => {
  it("posts to api/Identity/logout with this sign-in's token and no body", async () => {
    const api = await apiAnswering(204);
    await endServerSession();
    expect(api.seen).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/Identity/logout', headers: expect.any(Object) }),
    ]);
    expect(api.seen[0].headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(api.seen[0].headers['content-length'] ?? '0').toBe('0');
    expect(warn).not.toHaveBeenCalled();
  });

  it('resolves and warns, without the token, when the API fails', async () => {
    const api = await apiAnswering(500);
    await expect(endServerSession()).resolves.toBeUndefined();
    expect(api.seen).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(logged()).toContain('HTTP 500');
    expect(logged()).not.toContain(TOKEN);
  });

  it('resolves and warns when the API cannot be reached', async () => {
    const api = await apiAnswering(204);
    await new Promise((resolve) => api.server.close(resolve));
    await expect(endServerSession()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(logged()).not.toContain(TOKEN);
  });

  it('gives up on an API that never answers, and aborts the request', async () => {
    const api = await apiAnswering(null);
    await expect(endServerSession(200)).resolves.toBeUndefined();
    expect(api.seen).toHaveLength(1);
    expect(logged()).toContain('did not answer within 200 ms');
    // The client hung up (the request was aborted): this resolves only when the connection closes.
    await Promise.all(api.abandoned);
    expect(logged()).not.toContain(TOKEN);
  });

  it('gives up when even the token cannot be had (a refresh hanging offline)', async () => {
    const api = await apiAnswering(204, () => new Promise<string | null>(() => undefined));
    await expect(endServerSession(200)).resolves.toBeUndefined();
    expect(api.seen).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
