// The host's page lists the auth remote's first-screen files (src/firstScreenHints.ts), read from the
// remote's manifest by the real static server: per path, from the host build's first-screen.json, and never at the
// cost of the page (a remote that is down or not up yet only means no hints). The host's pages here are written as
// its build shapes them (host/firstScreenPage.ts), with the places it leaves for the server (PAGE_SLOTS).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { FIRST_SCREEN_FILE, PAGE_SLOTS, PRERENDERED_PAGE_FILE } from '@thryve/shared/first-screen';

import { rawRequest } from '../../../scripts/testing/rawHttp';
import { serveFolder, type ServedFolder } from './serveFolder';

// Each test starts page-server processes (the first one builds the server too): seconds on a busy 2-core machine.
jest.setTimeout(30_000);

const FIRST_SCREENS = {
  paths: {
    '/signin': ['./AuthProvider', './SignIn'],
    '/signup': ['./AuthProvider', './SignUp'],
    '/elsewhere': ['./AuthProvider', './Elsewhere'],
  },
  otherPaths: ['./AuthProvider'],
  prerendered: { paths: { '/signin': 'signIn' }, exposes: ['./AuthProvider', './mount'], locales: ['en'] },
  scriptHashes: ['sha256-bWFyaw==', 'sha256-c3RhcnQ='],
};

const expose = (name: string, js: string[], css: string[] = []) => ({
  id: `auth_remote:${name}`,
  name,
  path: `./${name}`,
  assets: { js: { sync: js, async: ['444.aaaaaaaa.js'] }, css: { sync: css, async: [] } },
});

const MANIFEST = {
  id: 'auth_remote',
  name: 'auth_remote',
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [],
  remotes: [],
  exposes: [
    expose('AuthProvider', ['provider.11111111.js', 'appearance.22222222.js']),
    expose('SignIn', ['signin.33333333.js', 'appearance.22222222.js'], ['signin.44444444.css']),
    expose('SignUp', ['542.55555555.js', 'signup.66666666.js'], ['signup.77777777.css']),
    expose('mount', ['mount.99999999.js', 'appearance.22222222.js'], ['mount.aaaaaaaa.css']),
    // A manifest may name files elsewhere: never listed in the page.
    expose('Elsewhere', ['https://elsewhere.example/x.88888888.js']),
  ],
};

let base: string;
const started: ServedFolder[] = [];

function folder(name: string, files: Record<string, string>): string {
  const dir = join(base, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const INDEX =
  '<!doctype html><html lang="en"><head><!--thryve-runtime-config--><script>mark()</script>' +
  '<script defer src="/main.1a2b3c4d.js"></script><link as="style" href="/194.1cf311c8.css" rel="preload">' +
  `${PAGE_SLOTS.preloads}</head><body><div id="root"></div></body></html>`;

const PRERENDERED_PAGE =
  `<!doctype html><html lang="${PAGE_SLOTS.lang}" class="page"><head><!--thryve-runtime-config-->` +
  '<script>mark()</script><style data-href="/194.1cf311c8.css">body{margin:0}</style>' +
  '<template data-thryve-after-paint><link rel="preload" as="script" href="/main.1a2b3c4d.js" fetchpriority="high" ' +
  `data-thryve-entry>${PAGE_SLOTS.preloads}</template>${PAGE_SLOTS.styles}</head>` +
  `<body>${PAGE_SLOTS.screen}<div id="root"></div><script>start()</script></body></html>`;

/** A host build's folder: its two pages and its first-screen list. */
const hostBuild = (list: object = FIRST_SCREENS) => ({
  'index.html': INDEX,
  [PRERENDERED_PAGE_FILE]: PRERENDERED_PAGE,
  [FIRST_SCREEN_FILE]: JSON.stringify(list),
});

async function serve(dir: string, env: Record<string, string> = {}, args: string[] = []): Promise<ServedFolder> {
  const served = await serveFolder(dir, env, args);
  started.push(served);
  return served;
}

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function pageOf(port: number, path: string): Promise<string> {
  return (await fetch(`http://127.0.0.1:${port}${path}`)).text();
}

/** The page of `path` once it lists anything of the remote's first screen (the server learns it in the background). */
async function hintedPage(port: number, path: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const html = await pageOf(port, path);
    if (html.includes('provider.11111111.js') || Date.now() > deadline) return html;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first-screen preloads of a page, as `as href` (the manifest and entry hints are not first-screen ones). */
function firstScreenLinks(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(script|style)">/g)]
    .map(([, href, as]) => `${as} ${href}`)
    .filter((link) => !link.endsWith('/remoteEntry.js'));
}

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'thryve-first-screen-'));
});

afterEach(async () => {
  await Promise.all(started.splice(0).map((served) => served.stop()));
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

test("each path's page lists the synchronous files of its first screen's modules, once each", async () => {
  const remote = await serve(folder('remote', { 'mf-manifest.json': JSON.stringify(MANIFEST) }), {}, ['--no-spa']);
  const at = `http://127.0.0.1:${remote.port}`;
  const host = await serve(folder('host', hostBuild()), { AUTH_REMOTE_URL: `${at}/mf-manifest.json` });

  expect(firstScreenLinks(await hintedPage(host.port, '/signin'))).toEqual([
    `style ${at}/signin.44444444.css`,
    `script ${at}/provider.11111111.js`,
    `script ${at}/appearance.22222222.js`,
    `script ${at}/signin.33333333.js`,
  ]);
  expect(firstScreenLinks(await pageOf(host.port, '/signup?returnTo=%2F'))).toEqual([
    `style ${at}/signup.77777777.css`,
    `script ${at}/provider.11111111.js`,
    `script ${at}/appearance.22222222.js`,
    `script ${at}/542.55555555.js`,
    `script ${at}/signup.66666666.js`,
  ]);
  // Any other path: the provider only.
  expect(firstScreenLinks(await pageOf(host.port, '/admin'))).toEqual([
    `script ${at}/provider.11111111.js`,
    `script ${at}/appearance.22222222.js`,
  ]);
  // A file the manifest places on another origin is left out.
  expect(firstScreenLinks(await pageOf(host.port, '/elsewhere'))).toEqual([
    `script ${at}/provider.11111111.js`,
    `script ${at}/appearance.22222222.js`,
  ]);
  // After the host's own tags, so that its startup chunks are asked for first.
  const page = await pageOf(host.port, '/signin');
  expect(page.indexOf('main.1a2b3c4d.js')).toBeLessThan(page.indexOf('provider.11111111.js'));

  // Each variant is its own page for caches.
  const signIn = await fetch(`http://127.0.0.1:${host.port}/signin`);
  const signUp = await fetch(`http://127.0.0.1:${host.port}/signup`);
  expect(signIn.headers.get('etag')).not.toBe(signUp.headers.get('etag'));
  const again = await rawRequest(host.port, '/signin', {
    'If-None-Match': signIn.headers.get('etag') ?? '',
    'Accept-Encoding': signIn.headers.get('content-encoding') ?? 'identity',
  });
  expect(again.status).toBe(304);
});

test('a remote that is not up yet: pages without first-screen hints until it answers, then with them', async () => {
  const port = await freePort();
  const host = await serve(folder('host-early', hostBuild()), {
    AUTH_REMOTE_URL: `http://127.0.0.1:${port}/mf-manifest.json`,
  });
  const response = await fetch(`http://127.0.0.1:${host.port}/signin`);
  expect(response.status).toBe(200);
  expect(firstScreenLinks(await response.text())).toEqual([]);

  // The remote starts on the port the host was told (the server's last --port wins).
  await serve(folder('remote-late', { 'mf-manifest.json': JSON.stringify(MANIFEST) }), {}, [
    '--no-spa',
    '--port',
    String(port),
  ]);
  expect(firstScreenLinks(await hintedPage(host.port, '/signin'))).toContain(
    `script http://127.0.0.1:${port}/signin.33333333.js`,
  );
});

test('a host build without first-screen.json gets no first-screen hints and never asks the remote', async () => {
  let asked = 0;
  const remote = createServer((socket) => {
    asked += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const { port } = remote.address() as { port: number };
  try {
    const host = await serve(folder('host-plain', { 'index.html': INDEX }), {
      AUTH_REMOTE_URL: `http://127.0.0.1:${port}/mf-manifest.json`,
    });
    expect(firstScreenLinks(await pageOf(host.port, '/signin'))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toBe(0);
  } finally {
    await new Promise((resolve) => remote.close(resolve));
  }
});

test('a malformed first-screen.json stops the server before it listens', async () => {
  const dir = folder('host-bad', {
    'index.html': INDEX,
    [FIRST_SCREEN_FILE]: '{"paths": {"/signin": "SignIn"}}',
  });
  await expect(serve(dir, { AUTH_REMOTE_URL: 'http://127.0.0.1:1/mf-manifest.json' })).rejects.toThrow(
    /the page server exited/,
  );
});

const SIGN_IN_HTML = '<main class="thryve-auth"><form><input name="email"></form></main>';

test('a prerendered path carries the screen before the root, with its style sheets in it and its scripts held until it is painted', async () => {
  const remote = await serve(
    folder('remote-prerendered', {
      'mf-manifest.json': JSON.stringify(MANIFEST),
      'prerender/signIn.html': SIGN_IN_HTML,
      'mount.aaaaaaaa.css': '.thryve-auth{color:red}',
      'signin.44444444.css': '.thryve-auth__form{gap:1rem}',
    }),
    {},
    ['--no-spa'],
  );
  const at = `http://127.0.0.1:${remote.port}`;
  const host = await serve(folder('host-prerendered', { ...hostBuild(), '194.1cf311c8.css': 'body{margin:0}' }), {
    AUTH_REMOTE_URL: `${at}/mf-manifest.json`,
  });
  const deadline = Date.now() + 10_000;
  let page = await pageOf(host.port, '/signin');
  // The screen, then its style sheets (each fetched from the remote in the background; linked until then).
  while (!(page.includes(SIGN_IN_HTML) && !page.includes('rel="stylesheet"')) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    page = await pageOf(host.port, '/signin');
  }
  expect(page).toContain(`<div data-thryve-prerendered="signIn">${SIGN_IN_HTML}</div><div id="root">`);
  // Both style sheets written into the page: its first paint asks for nothing.
  expect(page).toContain(`<style data-href="${at}/mount.aaaaaaaa.css">.thryve-auth{color:red}</style>`);
  expect(page).toContain(`<style data-href="${at}/signin.44444444.css">.thryve-auth__form{gap:1rem}</style>`);
  expect(page).not.toContain('rel="stylesheet"');
  // After the host's own, in the build's place for them.
  expect(page.indexOf('/194.1cf311c8.css')).toBeLessThan(page.indexOf('mount.aaaaaaaa.css'));
  // Every script and preload (the entry's too) waits in the template until the form is painted, then starts.
  const held = /<template data-thryve-after-paint>(.*?)<\/template>/.exec(page)?.[1] ?? '';
  expect(held).toMatch(
    /^<link rel="preload" as="script" href="\/main.1a2b3c4d.js" fetchpriority="high" data-thryve-entry>/,
  );
  expect(firstScreenLinks(held)).toEqual([
    `script ${at}/provider.11111111.js`,
    `script ${at}/appearance.22222222.js`,
    `script ${at}/mount.99999999.js`,
    // The path's own screen module: the code `./mount` hydrates the screen with.
    `script ${at}/signin.33333333.js`,
  ]);
  expect(page.replace(held, '')).not.toMatch(/<script [^>]*src=|rel="preload"/);
  // The page's inline scripts (the build's, and the page config) are allowed by their hashes, nothing else inline.
  const csp = (await fetch(`http://127.0.0.1:${host.port}/signin`)).headers.get('content-security-policy') ?? '';
  const config = /<script>(window\.__THRYVE_CONFIG__=[^<]*)<\/script>/.exec(page)?.[1] ?? '';
  const configHash = `sha256-${createHash('sha256').update(config).digest('base64')}`;
  const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1].split(' ');
  expect(scriptSources?.filter((source) => source.startsWith("'sha256-"))).toEqual(
    [configHash, ...FIRST_SCREENS.scriptHashes].map((hash) => `'${hash}'`),
  );
  expect(scriptSources).not.toContain("'unsafe-inline'");
  // A path the remote does not prerender: the plain page with its hints.
  const signUp = await pageOf(host.port, '/signup');
  expect(signUp).not.toContain('data-thryve-prerendered=');
  expect(signUp).toMatch(/^<!doctype html><html lang="en"><head>/);
  expect(signUp).not.toContain('data-thryve-after-paint');
  expect(signUp).not.toContain('<!--thryve-');
  expect(firstScreenLinks(signUp)).toContain(`script ${at}/signup.66666666.js`);
});

test('a prerendered screen is in the language Accept-Language prefers among the screens’, the default without it', async () => {
  const SIGN_IN_ES = '<div class="thryve-auth" lang="es"><h1>Iniciar sesión</h1></div>';
  const withLocales = { ...FIRST_SCREENS, prerendered: { ...FIRST_SCREENS.prerendered, locales: ['en', 'es'] } };
  const remoteFiles = { 'mf-manifest.json': JSON.stringify(MANIFEST), 'prerender/signIn.html': SIGN_IN_HTML };
  const remote = await serve(
    folder('remote-languages', { ...remoteFiles, 'prerender/signIn.es.html': SIGN_IN_ES }),
    {},
    ['--no-spa'],
  );
  const host = await serve(folder('host-languages', hostBuild(withLocales)), {
    AUTH_REMOTE_URL: `http://127.0.0.1:${remote.port}/mf-manifest.json`,
  });
  const pageIn = async (acceptLanguage: string, expected: string) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const response = await fetch(`http://127.0.0.1:${host.port}/signin`, {
        headers: { 'Accept-Language': acceptLanguage },
      });
      const html = await response.text();
      if (html.includes(expected) || Date.now() > deadline) return { html, vary: response.headers.get('vary') };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  // The browser's languages in order (RFC 9110 q-values): `es-MX` gets the Spanish screen, and the page is Spanish.
  const spanish = await pageIn('es-MX,es;q=0.9,en;q=0.8', SIGN_IN_ES);
  expect(spanish.html).toContain(`<div data-thryve-prerendered="signIn">${SIGN_IN_ES}</div>`);
  expect(spanish.html).toContain('<html lang="es" class="page">');
  expect(spanish.vary).toBe('Accept-Encoding, Accept-Language');
  // The first language with a screen: French has none, Spanish comes next.
  expect((await pageIn('fr-FR,es;q=0.9,en;q=0.8', SIGN_IN_ES)).html).toContain(SIGN_IN_ES);
  // English first, none asked, or only languages without a screen: the default one, the page as built.
  for (const acceptLanguage of ['en-US,es;q=0.9', '', 'fr-FR,de;q=0.5']) {
    const { html } = await pageIn(acceptLanguage, SIGN_IN_HTML);
    expect(html).toContain(`<div data-thryve-prerendered="signIn">${SIGN_IN_HTML}</div>`);
    expect(html).toContain('<html lang="en" class="page">');
  }

  // A deployment of the remote without the Spanish screens (an older one): the default one for a Spanish visitor.
  const older = await serve(folder('remote-default-only', remoteFiles), {}, ['--no-spa']);
  const olderHost = await serve(folder('host-languages-older-remote', hostBuild(withLocales)), {
    AUTH_REMOTE_URL: `http://127.0.0.1:${older.port}/mf-manifest.json`,
  });
  const deadline = Date.now() + 10_000;
  let page = '';
  while (!page.includes(SIGN_IN_HTML) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    page = await (
      await fetch(`http://127.0.0.1:${olderHost.port}/signin`, { headers: { 'Accept-Language': 'es' } })
    ).text();
  }
  expect(page).toContain(`<div data-thryve-prerendered="signIn">${SIGN_IN_HTML}</div>`);
  expect(page).toMatch(/^<!doctype html><html lang="en" class="page"><head>/);
});

test('a remote without prerendered screens: the plain page, as before', async () => {
  const remote = await serve(folder('remote-plain', { 'mf-manifest.json': JSON.stringify(MANIFEST) }), {}, [
    '--no-spa',
  ]);
  const at = `http://127.0.0.1:${remote.port}`;
  const host = await serve(folder('host-plain-remote', hostBuild()), { AUTH_REMOTE_URL: `${at}/mf-manifest.json` });
  const page = await hintedPage(host.port, '/signin');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const again = await pageOf(host.port, '/signin');
  for (const html of [page, again]) {
    expect(html).not.toContain('data-thryve-prerendered=');
    expect(firstScreenLinks(html)).toContain(`script ${at}/signin.33333333.js`);
  }
});
