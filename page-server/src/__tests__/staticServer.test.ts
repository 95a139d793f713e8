// The production page server (src/staticServer.ts, built and started as `node dist/serve.js`), started for real
// on a temporary build folder: hostile requests get a 4xx and never a file outside the folder, and the server
// goes on serving; the page, its CSP and the cache headers are what the browser tests rely on.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { rawExchange, rawRequest } from '../../../scripts/testing/rawHttp';
import { STORED_SESSION_HINT } from '../storedSessionHint';
import { serveFolder, type ServedFolder } from './serveFolder';

// Each test starts page-server processes (the first one builds the server too): seconds on a busy 2-core machine.
jest.setTimeout(30_000);

const SECRET = 'outside-the-build-7d1c';
const ENTRY = 'console.log("remote entry");'.repeat(20);
const HASHED = 'export const chunk = 1;'.repeat(20);
const pageEnv = {
  THRYVE_API_URL: 'http://localhost:8080/',
  AUTH_REMOTE_URL: 'http://localhost:3001/mf-manifest.json',
  THRYVE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
};

let base: string;
let served: ServedFolder;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'thryve-static-'));
  const dist = join(base, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  // Beside the build folder: what traversal would reach.
  writeFileSync(join(base, 'secret.txt'), SECRET);
  writeFileSync(join(base, 'dist-secret.txt'), SECRET);
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><!--thryve-runtime-config--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'remoteEntry.js'), ENTRY);
  writeFileSync(join(dist, 'main.1a2b3c4d.js'), HASHED);
  // As the build writes them (scripts/lib/precompressPlugin.mjs).
  writeFileSync(join(dist, 'main.1a2b3c4d.js.br'), brotliCompressSync(HASHED));
  writeFileSync(join(dist, 'main.1a2b3c4d.js.gz'), gzipSync(HASHED));
  writeFileSync(join(dist, 'main.1a2b3c4d.js.map'), '{"version":3,"sources":["secret-source.ts"]}');
  writeFileSync(join(dist, 'assets', 'logo.1a2b3c4d.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  served = await serveFolder(dist, pageEnv);
});

afterAll(async () => {
  await served?.stop();
  rmSync(base, { recursive: true, force: true });
});

const HOSTILE_TARGETS = [
  // Malformed: no valid URL can be made of them (one of these stopped the old server).
  '//%',
  '//[',
  '/%',
  '/%zz',
  '/%00',
  '/a%00b',
  '/index.html%00.js',
  '/%c0%ae%c0%ae/secret.txt',
  '/%ff%fe',
  '*',
  'http://localhost/../secret.txt',
  // Traversal, in every spelling.
  '/../secret.txt',
  '/assets/../../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/%2E%2E%2Fsecret.txt',
  '/..%2fsecret.txt',
  '/..%5csecret.txt',
  '/..\\secret.txt',
  '/%252e%252e/secret.txt',
  '/%252e%252e%252fsecret.txt',
  '/assets/%2e%2e/%2e%2e/secret.txt',
  '/.%2e/secret.txt',
  '//secret.txt',
  '//etc/passwd',
  `/${join(tmpdir(), 'secret.txt')}`,
  '/../dist-secret.txt',
  '/./index.html',
  // Extension-less, so once an app route: never the page for a path that tries to leave the folder.
  '/..%2f..%2fetc/passwd',
  '/%2fetc%2fpasswd',
  '/..%252f..%252fetc/passwd',
  '/app/%5c..%5cetc',
  '/a/%2e%2e/%2e%2e/etc',
  // Source maps are never public.
  '/main.1a2b3c4d.js.map',
];

test.each(HOSTILE_TARGETS)('GET %s gets a 4xx and nothing from outside the build', async (target) => {
  const response = await rawRequest(served.port, target);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(response.text).not.toContain(SECRET);
  expect(response.text).not.toContain('secret-source');
});

test('the absolute path of the file beside the build, in any spelling, gets a 4xx', async () => {
  const absolute = join(base, 'secret.txt');
  for (const target of [`/${absolute}`, `/${encodeURIComponent(absolute)}`, `/..${absolute}`]) {
    const response = await rawRequest(served.port, target);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.text).not.toContain(SECRET);
  }
});

test('an extension-less path outside the build is an app route: the page, not the file', async () => {
  const response = await rawRequest(served.port, '/etc/passwd');
  expect(response.text).toContain('window.__THRYVE_CONFIG__');
  expect(response.text).not.toContain('root:');
});

test('malformed request lines and oversized targets get a 4xx', async () => {
  for (const bytes of [
    'GET\r\n\r\n',
    'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
    'GET /\x00 HTTP/1.1\r\nHost: x\r\n\r\n',
    'G\x01T / HTTP/1.1\r\nHost: x\r\n\r\n',
    `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    'GET / HTTP/1.1\r\nHost: x\r\nX: \x7f\x00\r\n\r\n',
  ]) {
    const response = await rawExchange(served.port, bytes);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  }
});

test('after every hostile request the same process still serves pages and files', async () => {
  for (const target of HOSTILE_TARGETS) await rawRequest(served.port, target);
  expect(served.process.exitCode).toBeNull();
  expect((await rawRequest(served.port, '/')).status).toBe(200);
  expect((await rawRequest(served.port, '/main.1a2b3c4d.js')).status).toBe(200);
});

test('the page carries the page config, the remote hints, a CSP with the hash of that config, and page headers', async () => {
  const response = await fetch(`http://127.0.0.1:${served.port}/signin/deep/link`);
  const html = await response.text();
  const inline = /<script>(window\.__THRYVE_CONFIG__=[^<]*)<\/script>/.exec(html)?.[1] ?? '';
  expect(inline.endsWith(`;${STORED_SESSION_HINT}`)).toBe(true);
  expect(JSON.parse(inline.replace('window.__THRYVE_CONFIG__=', '').replace(`;${STORED_SESSION_HINT}`, ''))).toEqual({
    apiBaseUrl: pageEnv.THRYVE_API_URL,
    authEmulatorUrl: pageEnv.THRYVE_AUTH_EMULATOR_URL,
    authRemoteUrl: pageEnv.AUTH_REMOTE_URL,
  });
  expect(html).toContain('<link rel="preload" href="http://localhost:3001/mf-manifest.json" as="fetch" crossorigin>');
  expect(html).toContain('<link rel="preload" href="http://localhost:3001/remoteEntry.js" as="script">');
  const hash = createHash('sha256').update(inline).digest('base64');
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain(`'sha256-${hash}'`);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('cache-control')).toBe('no-cache');

  const etag = response.headers.get('etag') ?? '';
  expect(etag).not.toBe('');
  // The same page in the encoding fetch was sent has not changed.
  const again = await rawRequest(served.port, '/', {
    'If-None-Match': etag,
    'Accept-Encoding': response.headers.get('content-encoding') ?? 'identity',
  });
  expect(again.status).toBe(304);
});

test('the page is sent compressed as the browser accepts, each encoding with its own ETag', async () => {
  const plain = await rawRequest(served.port, '/signin');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.text).toContain('window.__THRYVE_CONFIG__');
  for (const [accepted, encoding, decode] of [
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
  ] as const) {
    const response = await fetch(`http://127.0.0.1:${served.port}/signin`, {
      headers: { 'Accept-Encoding': accepted },
    });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language');
    expect(response.headers.get('etag')).not.toBe(plain.headers.etag);
    const raw = await new Promise<Buffer>((resolve, reject) =>
      get(`http://127.0.0.1:${served.port}/signin`, { headers: { 'Accept-Encoding': accepted } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks)));
      }).on('error', reject),
    );
    const page = Buffer.from(plain.text, 'latin1');
    expect(raw.length).toBeLessThan(page.length);
    expect(decode(raw).equals(page)).toBe(true);
  }
});

test('hashed files are immutable and sent as the brotli or gzip copy the browser accepts', async () => {
  const url = `http://127.0.0.1:${served.port}/main.1a2b3c4d.js`;
  const br = await rawRequest(served.port, '/main.1a2b3c4d.js', { 'Accept-Encoding': 'gzip, deflate, br' });
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers['access-control-allow-origin']).toBe('*');
  expect(br.headers['vary']).toMatch(/accept-encoding/i);
  expect(br.headers['content-type']).toMatch(/javascript/);
  const gz = await rawRequest(served.port, '/main.1a2b3c4d.js', { 'Accept-Encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  // fetch decodes what it was sent: the content is the file's either way.
  expect(await (await fetch(url)).text()).toBe(HASHED);
  const plain = await rawRequest(served.port, '/main.1a2b3c4d.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.text).toBe(HASHED);
});

test('entry files are revalidated every time (no-cache and an ETag)', async () => {
  const response = await fetch(`http://127.0.0.1:${served.port}/remoteEntry.js`);
  expect(await response.text()).toBe(ENTRY);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  const etag = response.headers.get('etag') ?? '';
  expect(etag).not.toBe('');
  // On a socket: fetch adds `Cache-Control: no-cache` to a conditional request, which asks for the full answer.
  const again = await rawRequest(served.port, '/remoteEntry.js', { 'If-None-Match': etag });
  expect(again.status).toBe(304);
});

test('no icon answers 204, a missing file 404, other methods 405', async () => {
  expect((await fetch(`http://127.0.0.1:${served.port}/favicon.ico`)).status).toBe(204);
  expect((await fetch(`http://127.0.0.1:${served.port}/missing.1a2b3c4d.js`)).status).toBe(404);
  const post = await fetch(`http://127.0.0.1:${served.port}/signin`, { method: 'POST', body: 'x' });
  expect(post.status).toBe(405);
  expect(post.headers.get('allow')).toBe('GET, HEAD');
  expect((await fetch(`http://127.0.0.1:${served.port}/assets/logo.1a2b3c4d.svg`)).status).toBe(200);
});

test('a versioned remote (--prefix /v1/): its files under /v1/ only, hashed ones immutable, the entry revalidated', async () => {
  const versioned = await serveFolder(join(base, 'dist'), pageEnv, ['--prefix', '/v1/']);
  try {
    const url = (path: string) => `http://127.0.0.1:${versioned.port}${path}`;
    const entry = await fetch(url('/v1/remoteEntry.js'));
    expect(await entry.text()).toBe(ENTRY);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(url('/v1/main.1a2b3c4d.js'));
    expect(await chunk.text()).toBe(HASHED);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(url('/remoteEntry.js'))).status).toBe(404);
    expect((await fetch(url('/v2/remoteEntry.js'))).status).toBe(404);
  } finally {
    await versioned.stop();
  }
});

test('the page is sent without Access-Control-Allow-Origin; the files other origins load keep it', async () => {
  for (const target of ['/', '/index.html', '/account']) {
    const page = await rawRequest(served.port, target);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  }
  for (const target of ['/remoteEntry.js', '/main.1a2b3c4d.js', '/assets/logo.1a2b3c4d.svg']) {
    expect((await rawRequest(served.port, target)).headers['access-control-allow-origin']).toBe('*');
  }
});

describe('a request that arrives too slowly', () => {
  let slow: ServedFolder;
  beforeAll(async () => {
    slow = await serveFolder(join(base, 'dist'), { ...pageEnv, REQUEST_TIMEOUT_MS: '1000' });
  });
  afterAll(() => slow?.stop());

  test('a head that stops arriving is answered 408 and its connection closed within the timeout', async () => {
    const started = Date.now();
    const answer = await rawExchange(slow.port, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n');
    expect(answer.status).toBe(408);
    // The timeout (1 s) and the server's once-a-second check, with room for a busy machine.
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  test('a body that stops arriving has its connection closed within the timeout', async () => {
    const started = Date.now();
    // The page server answers a POST at once (405) without reading its body; the connection is then cut with 408.
    const answer = await rawExchange(slow.port, 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\nab');
    expect(answer.text).toContain('"statusCode":408');
    expect(Date.now() - started).toBeLessThan(6_000);
  });
});
