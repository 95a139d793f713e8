// The account's API calls in a page (real XHR through jsdom, cross-origin like a host and its API): what each sends,
// and the export's file as the API served it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { localIsoDate } from '@thryve/contract/validation';

import { deleteAccountOnApi, fetchAccountExport, revokeSessionsOnApi, updateProfileOnApi } from '../apiClient';
import { configureApiClient } from '../apiSettings';

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string;
}

const EXPORT = '{"format":"thryve-account-export/1","profile":null}';
let reply: { status: number; headers: Record<string, string>; body: string };
let server: Server;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'authorization, content-type');
    response.setHeader('access-control-allow-methods', 'GET, POST, PATCH, DELETE');
    response.setHeader('access-control-expose-headers', 'content-disposition');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'OPTIONS') {
        const { method = '', url: path = '', headers } = request;
        seen.push({ method, path, authorization: headers.authorization, body: Buffer.concat(chunks).toString() });
      }
      if (request.method === 'OPTIONS') response.writeHead(204).end();
      else response.writeHead(reply.status, reply.headers).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    getIdToken: async () => 'session-token',
  });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  reply = { status: 204, headers: {}, body: '' };
});

/** The text of a Blob, as the page's FileReader reads it (what a saved file holds). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const exportReply = (disposition: string) => ({
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8', 'content-disposition': disposition },
  body: EXPORT,
});

describe('fetchAccountExport', () => {
  it('gives the exact bytes the API sent and the file name it named, with the session token', async () => {
    reply = exportReply('attachment; filename="thryve-account-2026-11-24.json"');
    const { filename, blob } = await fetchAccountExport();
    expect(filename).toBe('thryve-account-2026-11-24.json');
    expect(await textOf(blob)).toBe(EXPORT);
    expect(blob.type).toMatch(/^application\/json/);
    expect(seen).toEqual([
      { method: 'GET', path: '/api/Identity/user/export', authorization: 'Bearer session-token', body: '' },
    ]);
  });

  it.each([
    ['no file name', 'attachment'],
    ['a path', 'attachment; filename="../../etc/passwd.json"'],
    ['another type', 'attachment; filename="run-me.sh"'],
    ['a hidden file', 'attachment; filename=".json"'],
  ])('saves under thryve-account-<today>.json when the header has %s', async (_case, disposition) => {
    reply = exportReply(disposition);
    const { filename } = await fetchAccountExport();
    expect(filename).toBe(`thryve-account-${localIsoDate()}.json`);
  });

  it("reads an RFC 5987 name (filename*), and a refusal's { code, message } like any other call's", async () => {
    reply = exportReply('attachment; filename="x.json"; filename*=UTF-8\'\'thryve-account-2026-01-02.json');
    expect((await fetchAccountExport()).filename).toBe('thryve-account-2026-01-02.json');

    const refusal = { code: 'rate_limited', message: 'Too many requests' };
    reply = { status: 429, headers: { 'content-type': 'application/json' }, body: JSON.stringify(refusal) };
    await expect(fetchAccountExport()).rejects.toMatchObject({ response: { status: 429, data: refusal } });
  });
});

describe('the account actions on the API', () => {
  it('PATCHes the profile and resolves with the answer', async () => {
    const profile = { id: 'u1', firstName: 'Augusta' };
    reply = { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(profile) };
    const update = {
      firstName: 'Augusta',
      lastName: 'King',
      username: 'ak',
      birthday: null,
      height: null,
      weight: null,
    };
    await expect(updateProfileOnApi(update)).resolves.toEqual(profile);
    expect(seen).toEqual([
      {
        method: 'PATCH',
        path: '/api/Identity/user',
        authorization: 'Bearer session-token',
        body: JSON.stringify(update),
      },
    ]);
  });

  it('revokes the sessions with the kept one named, and deletes the account', async () => {
    await revokeSessionsOnApi('current');
    await revokeSessionsOnApi('none');
    await deleteAccountOnApi();
    expect(seen.map(({ method, path, body }) => `${method} ${path} ${body}`)).toEqual([
      'POST /api/Identity/user/sessions/revoke {"keep":"current"}',
      'POST /api/Identity/user/sessions/revoke {"keep":"none"}',
      'DELETE /api/Identity/user ',
    ]);
    expect(seen.every((call) => call.authorization === 'Bearer session-token')).toBe(true);
  });
});
