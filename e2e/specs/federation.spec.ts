import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';

import { E2E_URLS } from '../support/ports';
import { expect, test } from '../support/test';

interface ShareEntry {
  loaded?: boolean;
  from: string;
  version: string;
}
interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'axios',
  '@thryve/shared',
  '@thryve/shared/http',
  '@thryve/contract',
];
/** The API client and axios: loaded when the page first calls the API (or loads Firebase), not for the form. */
const API_CLIENT = ['axios', '@thryve/shared/http'];
/** A string of the Firebase Auth SDK's own code (its API host), kept by minification: marks a script holding it. */
const FIREBASE_AUTH_CODE = 'identitytoolkit.googleapis.com';
const REACT = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

/** The host's build, which the browser tests serve. */
const HOST_DIST = fileURLToPath(new URL('../../host/dist', import.meta.url));

/** The host's build of the remote, where its manifest is: the files it lists are relative to this folder. */
const REMOTE_BASE = new URL('.', E2E_URLS.hostRemoteManifest).href;
/** The requested files of the remote, as its manifest names them. */
const remoteFiles = (urls: string[]) =>
  urls.filter((url) => url.startsWith(REMOTE_BASE)).map((url) => url.slice(REMOTE_BASE.length));

/** Per shared package, the copies in the page's share scope: which container provides each, and whether it loaded. */
function shareScope(page: Page) {
  return page.evaluate(() => {
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, { default: Record<string, Record<string, ShareEntry>> }> };
      }
    ).__FEDERATION__;
    const share = Object.values(federation.__SHARE__)[0].default;
    return Object.fromEntries(
      Object.entries(share).map(([name, versions]) => [
        name,
        Object.values(versions).map((v) => ({ from: v.from, loaded: Boolean(v.loaded) })),
      ]),
    );
  });
}

test('host and remote run ONE federation runtime, ONE React, ONE Firebase, ONE axios, ONE @thryve/shared and ONE @thryve/contract', async ({
  page,
  signIn,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const firebaseScripts: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    firebaseScripts.push(response.text().then((body) => (body.includes(FIREBASE_AUTH_CODE) ? response.url() : null)));
  });

  await signIn.goto();
  await expect(signIn.submit).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const owners = async () => (await Promise.all(firebaseScripts)).filter((url): url is string => url !== null);
  // Firebase is not part of the first screen: a visitor with no stored session gets the form without it.
  expect(await owners(), 'no Firebase before the form is used').toEqual([]);
  // Nor is the API client (@thryve/shared/http) and its axios: both are provided, neither is loaded yet.
  const firstScreen = await shareScope(page);
  for (const name of API_CLIENT) {
    expect(firstScreen[name]?.length, `${name} provided`).toBeGreaterThan(0);
    expect(
      firstScreen[name].filter((entry) => entry.loaded),
      `${name} not loaded for the form`,
    ).toEqual([]);
  }

  // ONE Firebase: the host does not share Firebase itself (its code never imports it); Firebase comes tree-shaken
  // inside the one @thryve/shared, which owns the app and Auth instance, and loads (one script of the page holds
  // the SDK) when the form is first used.
  await signIn.email.focus();
  await expect.poll(owners).toHaveLength(1);
  await page.waitForLoadState('networkidle');
  const [owner] = await owners();
  expect(await owners()).toHaveLength(1);
  expect(new URL(owner).origin, "Firebase comes with the host's @thryve/shared").toBe(new URL(page.url()).origin);

  // ONE federation runtime: the host's and the remote's federation instances are made by the same runtime code
  // (the remote's host-runtime build brings none of its own; the standalone build would make its own class).
  const runtimes = await page.evaluate(() => {
    const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { name: string }[] } })
      .__FEDERATION__.__INSTANCES__;
    return {
      names: instances.map((instance) => instance.name).sort(),
      classes: new Set(instances.map((instance) => instance.constructor)).size,
    };
  });
  expect(runtimes).toEqual({ names: ['auth_remote', 'host'], classes: 1 });

  // Each shared package is loaded exactly once, whichever container provided it (axios with Firebase: registration
  // calls the API). @thryve/shared reaches its API client by relative path, i.e. as the module its own container
  // provides as @thryve/shared/http: that entry is loaded through the scope only when other code asks for it by name,
  // and once at most. Either way the page has ONE API client, with one set of interceptors.
  const scope = await shareScope(page);
  for (const name of SINGLETONS) {
    const loaded = (scope[name] ?? []).filter((entry) => entry.loaded);
    if (name === '@thryve/shared/http') expect(loaded.length, `${name} loaded once at most`).toBeLessThan(2);
    else expect(loaded, `${name} loaded once`).toHaveLength(1);
  }
  const interceptors = await page.evaluate(() => {
    const client = (
      globalThis as unknown as { __thryveApiClient?: { interceptors: { request: { handlers: unknown[] } } } }
    ).__thryveApiClient;
    return client?.interceptors.request.handlers.filter(Boolean).length;
  });
  expect(interceptors, 'one API client, its token interceptor once').toBe(1);
  // The session and the contract under it (its catalogues: the texts the screens show) are the host's, as React is.
  for (const name of [...REACT, '@thryve/shared', '@thryve/contract']) {
    expect(scope[name].find((entry) => entry.loaded)?.from, `${name} comes from the host`).toBe('host');
  }

  // The remote's own copy of React (the chunks its manifest lists for the React packages) is never requested.
  const manifest = (await (await page.request.get(E2E_URLS.hostRemoteManifest)).json()) as {
    shared: ManifestShared[];
  };
  const remoteReactChunks = manifest.shared
    .filter((shared) => REACT.includes(shared.name))
    .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]);
  expect(remoteReactChunks.length).toBeGreaterThan(0);
  const fetchedFromRemote = remoteFiles(requested);
  expect(fetchedFromRemote.filter((file) => remoteReactChunks.includes(file))).toEqual([]);
  // ...while the remote's exposed screen was (SignIn, or mount when the page carried it prerendered): the page
  // really is composed.
  expect(fetchedFromRemote.some((file) => /^__federation_expose_(SignIn|mount)\./.test(file))).toBe(true);
});

test('the sign-in page asks for all its startup files from its HTML, uses every preload and fetches each file once', async ({
  page,
  signIn,
}) => {
  interface ManifestExpose {
    path: string;
    assets: { js: { sync: string[] }; css: { sync: string[] } };
  }
  const manifest = (await (await page.request.get(E2E_URLS.hostRemoteManifest)).json()) as {
    exposes: ManifestExpose[];
  };
  // The page carries the screen prerendered, which the remote's ./mount hydrates with ./SignIn, the screen's own
  // code (host/src/remotes/firstScreen.ts).
  const firstScreen = manifest.exposes.filter((expose) =>
    ['./AuthProvider', './mount', './SignIn'].includes(expose.path),
  );
  const firstScreenFiles = (kind: 'js' | 'css') =>
    [...new Set(firstScreen.flatMap((expose) => expose.assets[kind].sync))].map((file) => REMOTE_BASE + file).sort();
  // The host's server learns the remote's manifest and screens in the background (page-server/src/firstScreenHints.ts):
  // the page lists the first screen's files once it has.
  await expect
    .poll(async () => (await page.request.get(`${E2E_URLS.host}/signin`)).text())
    .toContain('data-thryve-prerendered="signIn"');

  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // Chromium says so, 3 s after the load event, for any preload the page did not use.
  const unused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('preloaded using link preload but not used')) unused.push(message.text());
  });

  await signIn.goto();
  await expect(signIn.submit).toBeEnabled();

  const dom = await page.evaluate(() => ({
    origin: location.origin,
    preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((link) => ({
      href: link.href,
      as: link.as,
    })),
    stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => link.href),
    entry: document.querySelector<HTMLScriptElement>('script[src]')?.src,
  }));
  const preloaded = (as: string) => dom.preloads.filter((link) => link.as === as).map((link) => link.href);

  // The host's entry and startup chunks, the remote's entry and its manifest are all announced by the HTML (held
  // in the page until the form is painted, page-server/src/staticServer.ts)…
  const hostScripts = requested.filter((url) => url.startsWith(dom.origin) && url.endsWith('.js'));
  expect(preloaded('script')).toContain(dom.entry);
  expect(hostScripts.sort()).toEqual(
    preloaded('script')
      .filter((url) => url.startsWith(dom.origin))
      .sort(),
  );
  expect(preloaded('script')).toContain(new URL('remoteEntry.js', E2E_URLS.hostRemoteManifest).href);
  expect(preloaded('fetch')).toEqual([E2E_URLS.hostRemoteManifest]);
  // …and so are the first screen's files of the remote (the provider's and the sign-in screen's)…
  expect(firstScreenFiles('js').length).toBeGreaterThan(1);
  expect(
    preloaded('script')
      .filter((url) => url.startsWith(REMOTE_BASE) && !url.endsWith('/remoteEntry.js'))
      .sort(),
  ).toEqual(firstScreenFiles('js'));
  // (its style sheets: written into the page for the first paint, then linked once by the remote's chunk loader)…
  expect(firstScreenFiles('css').length).toBeGreaterThan(0);
  expect(dom.stylesheets.filter((url) => url.startsWith(REMOTE_BASE)).sort()).toEqual(firstScreenFiles('css'));
  // …the signed-in pages' code stays off the sign-in screen (host/src/routes/signedInPages.ts)…
  const signedInPage = /(?:^|\/)(home|admin)\.[0-9a-f]{8}\.js$/;
  expect(readdirSync(HOST_DIST).filter((file) => signedInPage.test(file))).toHaveLength(2);
  expect(requested.filter((url) => signedInPage.test(url))).toEqual([]);
  // …and so do the remote's other screens, preloaded or not (a chunk the exposes share must not make the manifest
  // list every screen's files as the provider's)…
  expect(requested.filter((url) => /\/__federation_expose_(SignUp|UserProfile)\./.test(url))).toEqual([]);
  // …nothing is fetched twice (each preload is the copy the page then runs or reads)…
  const twice = requested.filter((url, index) => requested.indexOf(url) !== index);
  expect(twice).toEqual([]);
  // …and no preload is left unused.
  await page.waitForTimeout(4_000);
  expect(unused).toEqual([]);
});

test('the sign-up screen shows without its rules, which load once the form is focused', async ({ page, signUp }) => {
  interface ManifestExpose {
    name: string;
    assets: { js: { sync: string[]; async: string[] } };
  }
  const manifest = (await (await page.request.get(E2E_URLS.hostRemoteManifest)).json()) as {
    exposes: ManifestExpose[];
  };
  const firstScreen = new Set(manifest.exposes.flatMap((expose) => expose.assets.js.sync));
  const signUpExpose = manifest.exposes.find((expose) => expose.name === 'SignUp');
  const lazy = (signUpExpose?.assets.js.async ?? []).filter((file) => !firstScreen.has(file));
  expect(lazy.length).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const lazyRequested = () => remoteFiles(requested).filter((file) => lazy.includes(file));

  await signUp.goto();
  await expect(signUp.create).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(lazyRequested()).toEqual([]);

  await page.getByLabel('First name').focus();
  await expect.poll(lazyRequested).not.toEqual([]);
});
