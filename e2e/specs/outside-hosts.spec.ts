// Hosts a platform team builds outside this repository (examples/outside-hosts/<kind>), installed from npm
// registries only (the contract from the one the tests publish it to, the rest from the public one), driven against
// the running remote, API and Auth emulator. The plain page also calls its own backend: the example partner backend.
import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';
import { API_PATHS } from '@thryve/contract/types';

import { startContractRegistry, type ContractRegistry } from '../../scripts/testing/contractRegistry';
import { DEFAULT_STANDING_MAX_AGE_MS } from '../../server/src/thryveAuth';
import { AccountPage } from '../pages/AccountPage';
import { SignInPage } from '../pages/SignInPage';
import { newUser, SignUpPage } from '../pages/SignUpPage';
import { uniqueEmail } from '../support/emulator';
import {
  buildRemoteWithContractPatch,
  CONTRACT_MAJOR,
  CONTRACT_VERSION,
  createOutsideConsumer,
  createOutsideHost,
  REMOTE_BUILD,
  serveVersionedRemote,
  VERSIONED_REMOTE,
  type OutsideHost,
  type PatchedRemoteBuild,
  type VersionedRemote,
} from '../support/outsideHost';
import { startPartnerBackend } from '../support/partnerBackend';
import { addVirtualAuthenticator, withoutPasskeyAutofill } from '../support/passkeys';
import { E2E_URLS } from '../support/ports';
import { expect, test } from '../support/test';

const root = fileURLToPath(new URL('../..', import.meta.url));

// Installing and building a host from a clean folder takes a while; the npm cache keeps it to about a minute.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

let registry: ContractRegistry;
let remote: VersionedRemote;
test.beforeAll(async () => {
  // Publishing builds both packages (tsup: JavaScript and bundled declarations): longer than a hook's default time on a busy machine.
  test.setTimeout(180_000);
  registry = await startContractRegistry(root);
  remote = await serveVersionedRemote();
});
/** The webpack and Vite hosts stay up for the tests at the end (their installs and builds are the slowest). */
const sharingHosts: Partial<Record<'webpack' | 'vite', OutsideHost>> = {};
/** The remote built against the next patch release of the contract, once for the hosts that run it. */
let patched: PatchedRemoteBuild | undefined;
test.afterAll(async () => {
  patched?.close();
  await Promise.all(Object.values(sharingHosts).map((host) => host.close()));
  await remote?.stop();
  await registry?.stop();
});

/** What host and remote both use: one copy each. (Entries neither side imports, e.g. bare react-dom, stay unloaded.) */
const SINGLETONS = [
  'react',
  'react-dom/client',
  'firebase/app',
  'firebase/auth',
  'axios',
  '@thryve/shared',
  '@thryve/shared/http',
  '@thryve/contract',
];

/**
 * Per shared package, the containers whose copy is loaded, with its version (read from the federation runtime's
 * share scope). A page without the federation runtime fails here: no check of sharing can pass on an empty scope.
 */
async function loadedCopiesWithVersions(page: Page) {
  const copies = await page.evaluate(() => {
    type Entry = { loaded?: boolean; from: string };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__;
    if (!federation?.__SHARE__) return null;
    const found: Record<string, { from: string; version: string }[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        found[name] = Object.entries(versions)
          .filter(([, entry]) => entry.loaded)
          .map(([version, entry]) => ({ from: entry.from, version }));
      }
    }
    return found;
  });
  expect(copies, 'the page runs the federation runtime (globalThis.__FEDERATION__.__SHARE__)').not.toBeNull();
  return copies!;
}

/** Per shared package, the containers whose copy is loaded. */
async function loadedCopies(page: Page) {
  const copies = await loadedCopiesWithVersions(page);
  return Object.fromEntries(Object.entries(copies).map(([name, loaded]) => [name, loaded.map(({ from }) => from)]));
}

/**
 * Through the page's share scope, the host's copies of firebase/app and @thryve/shared/http (the only ones loaded): the
 * Firebase apps they hold, and the request interceptors on the one API client.
 */
function sharedInstances(page: Page, provider: string) {
  return page.evaluate(async (from) => {
    type Entry = { from: string; get: () => Promise<() => unknown> };
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, unknown>> } })
      .__FEDERATION__.__SHARE__;
    const load = async (name: string) => {
      const entries = Object.values(share).flatMap((scopes) =>
        Object.values(((scopes.default ?? {}) as Record<string, Record<string, Entry>>)[name] ?? {}),
      );
      const entry = entries.find((candidate) => candidate.from === from);
      if (!entry) throw new Error(`${name}: no copy from ${from} in [${entries.map((e) => e.from).join(', ')}]`);
      return (await entry.get())();
    };
    const firebase = (await load('firebase/app')) as { getApps(): { name: string }[] };
    const http = (await load('@thryve/shared/http')) as {
      apiClient: { interceptors: { request: { handlers: unknown[] } } };
    };
    return {
      firebaseApps: firebase.getApps().map((app) => app.name),
      requestInterceptors: http.apiClient.interceptors.request.handlers.filter(Boolean).length,
    };
  }, provider);
}

/** Files of the remote's own copies of the singletons that the page fetched (none, when they are shared). */
async function remoteCopiesFetched(page: Page, requested: string[]) {
  type Assets = { sync: string[]; async: string[] };
  const manifestUrl = VERSIONED_REMOTE.manifestUrl;
  const manifest = (await (await page.request.get(manifestUrl)).json()) as {
    shared: { name: string; assets: { js: Assets } }[];
  };
  const files = manifest.shared
    .filter((shared) => SINGLETONS.includes(shared.name))
    .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
    .map((file) => new URL(file, manifestUrl).href);
  expect(files.length).toBeGreaterThan(0);
  return requested.filter((url) => files.includes(url));
}

/** Sign up through the remote's screen, see the email, sign out, sign in again: what every host must allow. */
async function signUpSignOutSignIn(page: Page, host: OutsideHost) {
  const user = newUser(uniqueEmail('outside'));
  await page.goto(`${host.url}/signup`);
  const signUp = new SignUpPage(page);
  await expect(signUp.heading).toBeVisible();
  // The quick start's theme (its `appearance`: colorPrimary #1d4ed8) is the screen's.
  await expect(signUp.create).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  await signUp.fill(user);
  await signUp.create.click();
  await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();
  return {
    user,
    async signOutAndIn() {
      await page.getByRole('button', { name: 'Sign out' }).click();
      const signIn = new SignInPage(page);
      await expect(signIn.heading).toBeVisible();
      await signIn.signIn(user.email, user.password);
      await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();
    },
  };
}

/**
 * The quick-start host while the remote is unreachable (RemoteAuthProvider and RemoteScreen of
 * @thryve/federation/react): its own pages render and their links work, its auth screens say sign-in is unavailable
 * with Try again, and Try again brings the screen once the remote is back, in the same document (no reload).
 */
async function remoteDownThenBack(page: Page, host: OutsideHost, showsSession: boolean) {
  await remote.stop();
  await page.goto(`${host.url}/`);
  await expect(page.getByText('Signed out.')).toBeVisible({ timeout: 20_000 });
  // The webpack quick start's useSession() on every page: not ready while no session can start (its config reaches
  // the session through the remote's provider), and the page stays up.
  if (showsSession) await expect(page.getByText('Thryve session: loading')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${host.url}/signin`);
  await expect(page.getByRole('heading', { name: 'Sign-in is temporarily unavailable' })).toBeVisible({
    timeout: 20_000,
  });
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  remote = await serveVersionedRemote();
  await page.getByRole('button', { name: 'Try again' }).click();
  const signIn = new SignInPage(page);
  await expect(signIn.heading).toBeVisible({ timeout: 20_000 });
  await expect(signIn.email).toBeEditable();
  // The provider, back, started the session: useSession() follows it.
  if (showsSession) await expect(page.getByText('Thryve session: signedOut')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

// loaded-first in webpack: the host's copies are the ones used (`provider`: the host's container name). The Vite
// plugin's share scope does not say which copy it loaded; there the proof is that the remote's copies were never
// fetched.
const SHARING_HOSTS: { kind: 'webpack' | 'vite'; provider?: string; title: string }[] = [
  {
    kind: 'webpack',
    provider: 'partner_host',
    title: 'webpack 5 host (React 19, sharing React, Firebase and the contract)',
  },
  {
    kind: 'vite',
    title: 'Vite host (@module-federation/vite, React 19, sharing React and the contract)',
  },
];

/** The host's 'Manage your account' shows the Thryve account screen at /account with the user's profile; Back leaves it. */
async function openAccountScreen(page: Page, user: { email: string; firstName: string }) {
  await page.getByRole('button', { name: 'Manage your account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const account = new AccountPage(page);
  await expect(account.heading).toBeVisible();
  await expect(account.field('First name')).toHaveValue(user.firstName);
  await page.goBack();
  await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();
}

for (const { kind, provider, title } of SHARING_HOSTS) {
  test(title, async ({ page }) => {
    const host = await createOutsideHost(kind, registry);
    test.info().annotations.push({ type: 'timings', description: JSON.stringify(host.timings) });
    console.log(`[outside-hosts] ${kind} host: install ${host.timings.install}s, build ${host.timings.build}s`);
    try {
      const apiAuthorization: string[] = [];
      const requested: string[] = [];
      page.on('request', (request) => {
        requested.push(request.url());
        const auth = request.headers().authorization;
        if (request.url().includes('/api/') && auth) apiAuthorization.push(auth);
      });
      await withoutPasskeyAutofill(page);
      await addVirtualAuthenticator(page);
      const flow = await signUpSignOutSignIn(page, host);
      // The webpack quick start calls useSession() on every page, outside the remote's screens: the direct load of
      // /signup rendered before the remote's provider had passed the config (it said 'loading' then), and it follows.
      if (kind === 'webpack') await expect(page.getByText('Thryve session: signedIn')).toBeVisible();

      // One instance of each: one copy loaded, the other never (and the host's React renders the remote's hooks).
      const copies = await loadedCopies(page);
      for (const [shared, from] of Object.entries(copies))
        expect(from.length, `${shared}: one copy at most`).toBeLessThan(2);
      if (provider) {
        // @thryve/shared reaches its API client by relative path, as the module of its own (the host's) build: the
        // scope's @thryve/shared/http is loaded only when code asks for it by name, and then the host's too.
        for (const shared of SINGLETONS) {
          const from = copies[shared] ?? [];
          if (shared === '@thryve/shared/http')
            expect(
              from.filter((each) => each !== provider),
              shared,
            ).toEqual([]);
          else expect(from, `${shared}: the host's copy`).toEqual([provider]);
        }
      }
      // The remote's own copies of the singletons (the files its manifest lists for them) were never fetched.
      expect(await remoteCopiesFetched(page, requested)).toEqual([]);
      // So the host's copies are the only ones: one Firebase app (the session's), one API client with one interceptor,
      // which put the token on the remote's API calls. (The Vite plugin lists no host copy of @thryve/shared in the
      // share scope to ask, so there the never-fetched remote copies are the proof.)
      if (provider) {
        expect(await sharedInstances(page, provider)).toEqual({ firebaseApps: ['thryve'], requestInterceptors: 1 });
      }
      expect(apiAuthorization.length).toBeGreaterThan(0);
      // The host's own Firebase code (docs/embedding/reference.md, "Your own Firebase code") waits for the Thryve instance
      // with loadFirebaseAuth() and finds its own getAuth(getApp('thryve')) to be that very instance.
      if (kind === 'webpack') {
        await expect(
          page.getByText(`Our own Firebase code sees ${flow.user.email} on the Thryve instance`),
        ).toBeVisible();
      }

      await flow.signOutAndIn();

      // The account screen on the host's own /account route, through the shared contract: the user's profile.
      await openAccountScreen(page, flow.user);
      // The account screen asks for @thryve/shared/http by name: the host provides it (thryveShared gives its file)
      // though the host's own code never imports it, so the remote's copy of the API client is never fetched either.
      // (The scope's `from` names whoever loaded an entry first, not whose it is: the files fetched say whose.)
      if (provider) expect(await remoteCopiesFetched(page, requested)).toEqual([]);

      // A passkey added on our app's account screen signs in on the partner's page too (one RP ID, localhost),
      // through the host's copy of the contract and its passkey code.
      // Signed out once the API has ended this sign-in (its answer waits for the sign-in's second to end, so that the
      // next sign-in is a new one).
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(new SignInPage(page).heading).toBeVisible();
      await page.goto(`${E2E_URLS.host}/signin`);
      await new SignInPage(page).signIn(flow.user.email, flow.user.password);
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await new AccountPage(page).goto();
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Passkey added: / })).toBeVisible();
      await page.goto(`${host.url}/signin`);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(page.getByText(`Signed in as ${flow.user.email}`)).toBeVisible();
    } finally {
      sharingHosts[kind] = host;
    }
  });
}

test('React 18 host (its own React; the remote renders with its own through mount, the session API says who)', async ({
  page,
}) => {
  const host = await createOutsideHost('react18', registry);
  test.info().annotations.push({ type: 'timings', description: JSON.stringify(host.timings) });
  console.log(`[outside-hosts] react18 host: install ${host.timings.install}s, build ${host.timings.build}s`);
  try {
    // "Signed in as …" is the host's own React 18 rendering what `auth_remote/session` says.
    const flow = await signUpSignOutSignIn(page, host);
    // Nothing shared: the host provides no React (nor anything else) to the remote, which took its own React 19,
    // while the host's own code runs the React 18 it installed.
    expect(host.installed.react, 'the React the host built with').toMatch(/^18\./);
    const copies = await loadedCopiesWithVersions(page);
    expect(copies.react, 'one React in the share scope: the remote’s own').toEqual([
      { from: 'auth_remote', version: expect.stringMatching(/^19\./) },
    ]);
    await flow.signOutAndIn();
    // The account screen, mounted by the host's React 18 page: rendered with the remote's own React.
    await openAccountScreen(page, flow.user);
  } finally {
    await host.close();
  }
});

test('a page with no React and no bundler (the remote’s entry, mount, and the session API says who)', async ({
  page,
}) => {
  const host = await createOutsideHost('plain', registry);
  test.info().annotations.push({ type: 'timings', description: JSON.stringify(host.timings) });
  try {
    // "Signed in as …" is the page's own DOM code rendering what `auth_remote/session` says.
    const flow = await signUpSignOutSignIn(page, host);
    await flow.signOutAndIn();

    // The account screen on the page's own /account route: the signed-in user's profile; Back shows the page's view.
    await page.getByRole('link', { name: 'Manage your account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    const account = new AccountPage(page, page.locator('#thryve-auth'));
    await expect(account.heading).toBeVisible();
    await expect(account.field('First name')).toHaveValue(flow.user.firstName);
    await page.goBack();
    await expect(account.heading).toBeHidden();
    await expect(page.getByText(`Signed in as ${flow.user.email}`)).toBeVisible();

    // A good guest (docs/embedding/reference.md, "On your page"): the screen sits in the page's own <main> and adds none, the
    // title stays the page's, and once the screen is unmounted the remote's style sheets are out of the head.
    const title = 'Partner page (no React, no bundler)';
    const remoteSheets = page.locator('head link[data-rspack^="auth_remote:"]');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(new SignInPage(page).heading).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(await page.getByRole('main').evaluate((main) => main.tagName)).toBe('MAIN');
    await expect(page).toHaveTitle(title);
    await expect(remoteSheets).not.toHaveCount(0);
    await new SignInPage(page).signIn(flow.user.email, flow.user.password);
    await expect(page.getByText(`Signed in as ${flow.user.email}`)).toBeVisible();
    await expect(remoteSheets).toHaveCount(0);
    await expect(page).toHaveTitle(title);
  } finally {
    await host.close();
  }
});

/** The page's signed-in user, from its session (`auth_remote/session`): the ID token it sends its backend, and the uid. */
function sessionOf(page: Page) {
  return page.evaluate(async () => {
    const container = (globalThis as unknown as { auth_remote: { get(name: string): Promise<() => unknown> } })
      .auth_remote;
    const session = (await container.get('./session'))() as {
      getIdToken(): Promise<string | null>;
      getSession(): { user: { uid: string } | null };
    };
    return { token: await session.getIdToken(), uid: session.getSession().user?.uid ?? null };
  });
}

/** The page calls its own backend (`/partner/api/notes`, on its origin) with `token`: the status and body it got. */
function callBackend(page: Page, token: string, method: 'GET' | 'POST' = 'GET') {
  return page.evaluate(
    async ({ token, method }) => {
      const answer = await fetch('/partner/api/notes', {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify({ text: 'buy oat milk' }) : undefined,
      });
      const text = await answer.text();
      return { status: answer.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { token, method },
  );
}

test('the plain page’s own backend (the example partner backend, @thryve/server): answers the signed-in user, refuses the token after Logout within its bound, forgets a deleted user', async ({
  page,
}) => {
  const [host, backend] = await Promise.all([createOutsideHost('plain', registry), startPartnerBackend()]);
  try {
    // The partner's proxy: /partner/* on the page's origin is its backend.
    await page.route(`${host.url}/partner/**`, async (route) => {
      const { pathname, search } = new URL(route.request().url());
      await route.fulfill({
        response: await route.fetch({ url: `${backend.url}${pathname.replace(/^\/partner/, '')}${search}` }),
      });
    });
    const user = newUser(uniqueEmail('partner'));
    await page.goto(`${host.url}/signup`);
    const signUp = new SignUpPage(page);
    await signUp.fill(user);
    await signUp.create.click();
    await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();

    // Signed in: the backend knows the user and keeps their notes.
    const first = await sessionOf(page);
    expect(await callBackend(page, first.token!, 'POST')).toEqual({ status: 201, body: null });
    expect(await callBackend(page, first.token!)).toEqual({ status: 200, body: ['buy oat milk'] });

    // Logout: the same token (still unexpired for Firebase) is refused by every call made later than the bound after
    // our API answered the logout.
    const loggedOut = page.waitForResponse((answer) => answer.url().endsWith(API_PATHS.logout));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await loggedOut;
    const loggedOutAt = Date.now();
    await expect(new SignInPage(page).heading).toBeVisible();
    let answer: Awaited<ReturnType<typeof callBackend>>;
    let calledAfterMs: number;
    for (;;) {
      calledAfterMs = Date.now() - loggedOutAt;
      answer = await callBackend(page, first.token!);
      if (answer.status !== 200) break;
      expect(calledAfterMs, 'answered although called later than the bound').toBeLessThan(DEFAULT_STANDING_MAX_AGE_MS);
      await page.waitForTimeout(50);
    }
    expect(answer).toEqual({ status: 401, body: { code: 'session_ended', message: expect.any(String) } });
    test.info().annotations.push({ type: 'refused after Logout (ms)', description: String(calledAfterMs) });
    console.log(`[outside-hosts] the partner backend refused the token ${calledAfterMs} ms after Logout`);

    // Signed in again, then the account deleted on the page's account screen: the user.deleted event reaches the
    // backend's receiver, which erases its record of the user.
    await new SignInPage(page).signIn(user.email, user.password);
    await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();
    const second = await sessionOf(page);
    expect(second.uid).toBe(first.uid);
    expect(await callBackend(page, second.token!)).toEqual({ status: 200, body: ['buy oat milk'] });
    expect(backend.holders()).toContain(second.uid);
    await page.getByRole('link', { name: 'Manage your account' }).click();
    const account = new AccountPage(page, page.locator('#thryve-auth'));
    await account.fillDeletion(user.password, 'DELETE');
    const deleted = page.waitForResponse(
      (answer) => answer.request().method() === 'DELETE' && answer.url().endsWith(API_PATHS.user),
    );
    await account.confirmDelete.click();
    expect((await deleted).status()).toBe(204);
    const deletedAt = Date.now();
    await expect.poll(() => backend.holders(), { timeout: 20_000, intervals: [50] }).not.toContain(second.uid);
    const erasedAfterMs = Date.now() - deletedAt;
    test.info().annotations.push({ type: 'erased after deletion (ms)', description: String(erasedAfterMs) });
    console.log(`[outside-hosts] the partner backend erased the user ${erasedAfterMs} ms after the deletion`);
    await expect(new SignInPage(page).heading).toBeVisible();
    await expect
      .poll(() => callBackend(page, second.token!), { timeout: DEFAULT_STANDING_MAX_AGE_MS + 2_000 })
      .toEqual({ status: 401, body: { code: 'user_deleted', message: expect.any(String) } });
  } finally {
    await Promise.all([host.close(), backend.stop()]);
  }
});

// A host that brings its own @thryve/shared (the published one) and forgets an option: told which, before anything starts.
const FORGOTTEN_API_URL = `
import { configure, isAppError } from '@thryve/shared';
try {
  configure({ firebase: { apiKey: 'key', authDomain: 'partner.firebaseapp.com', projectId: 'partner' } });
  console.log(JSON.stringify({ started: true }));
} catch (error) {
  console.log(JSON.stringify({ appError: isAppError(error), code: error.code, message: error.message }));
}`;

test('the published contract in a TypeScript project: its types resolve with moduleResolution node16 and bundler; a forgotten option is named', async () => {
  const consumer = await createOutsideConsumer('typescript', registry);
  try {
    // consumer.ts imports every entry point and has uses that must be refused: types lost to `any` fail it too.
    for (const mode of ['node16', 'bundler']) {
      expect(await consumer.exec('node_modules/.bin/tsc', ['-p', `tsconfig.${mode}.json`]), `tsc, ${mode}`).toEqual({
        code: 0,
        output: '',
      });
    }
    const forgotten = await consumer.exec('node', ['--input-type=module', '-e', FORGOTTEN_API_URL]);
    expect(JSON.parse(forgotten.output)).toEqual({
      appError: true,
      code: 'config/invalid',
      message: expect.stringMatching(/^Thryve config: apiBaseUrl missing\./),
    });
  } finally {
    consumer.close();
  }
});

for (const kind of ['webpack', 'vite'] as const) {
  test(`a patch release of the contract deployed with the remote alone: the ${kind} host built against the previous one runs it`, async ({
    page,
  }) => {
    // Near the end of this serial file: it deploys over the versioned path (and back).
    const host = (sharingHosts[kind] ??= await createOutsideHost(kind, registry));
    // The versions of the contract's modules loaded (the share scope names the container that loaded a copy, not the
    // one that built it: the release tells them apart).
    const loaded = async (name: string) => (await loadedCopiesWithVersions(page))[name]?.map(({ version }) => version);
    // The release the host was built against, served by the remote too: the host's own copy runs. (The Vite plugin
    // lists the host's own copy in no share scope: there the text is the proof.)
    await page.goto(`${host.url}/signin`);
    await expect(new SignInPage(page).heading).toBeVisible();
    await expect(page.getByRole('button', { name: 'Forgot Password?' })).toBeVisible();
    if (kind === 'webpack') {
      expect(await loaded('@thryve/shared')).toEqual([CONTRACT_VERSION]);
      expect(await loaded('@thryve/contract')).toEqual([CONTRACT_VERSION]);
    }

    // The next patch release, deployed with the remote alone: the same host build, a new page load.
    patched ??= await buildRemoteWithContractPatch();
    try {
      remote.deploy(patched.dist);
      const flow = await signUpSignOutSignIn(page, host);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(new SignInPage(page).heading).toBeVisible();
      // The fix shows, and the one copy of the contract is the remote's release. Its API client (loaded by the
      // sign-up) comes with it: the package reaches the client by relative path, and a copy asked for by name
      // through the scope (none here: these hosts do not call the API themselves) could only be that release too.
      await expect(page.getByRole('button', { name: patched.forgotPassword })).toBeVisible();
      expect(await loaded('@thryve/shared')).toEqual([patched.version]);
      expect(await loaded('@thryve/contract')).toEqual([patched.version]);
      for (const version of (await loaded('@thryve/shared/http')) ?? []) expect(version).toBe(patched.version);
      for (const [shared, from] of Object.entries(await loadedCopies(page)))
        expect(from.length, `${shared}: one copy at most`).toBeLessThan(2);
      await new SignInPage(page).signIn(flow.user.email, flow.user.password);
      await expect(page.getByText(`Signed in as ${flow.user.email}`)).toBeVisible();
    } finally {
      remote.deploy(REMOTE_BUILD);
    }
  });
}

test('a remote of another contract major is refused: a console error naming both, and the host’s own fallback', async ({
  page,
}) => {
  // Near the end of this serial file: it deploys over the versioned path.
  const host = (sharingHosts.webpack ??= await createOutsideHost('webpack', registry));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const otherMajor = CONTRACT_MAJOR + 1;
  remote.deployContractMajor(otherMajor);
  await page.goto(`${host.url}/signin`);
  // The fallback of @thryve/federation/react: the auth screen says so and offers Try again.
  await expect(page.getByRole('heading', { name: 'Sign-in is temporarily unavailable' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(errors.join('\n')).toContain(
    `serves contract @thryve/shared@${otherMajor}.x but this host was built against @thryve/shared@${CONTRACT_MAJOR}.x`,
  );
  // Refused before its entry ran: the remote's code never came.
  const copies = await loadedCopies(page);
  expect(Object.values(copies).flat()).not.toContain('auth_remote');
});

test('the webpack and Vite hosts with the remote down: their own pages work, Try again brings the screens back', async ({
  page,
}) => {
  // Last: it stops the remote (and serves it afresh).
  for (const kind of ['webpack', 'vite'] as const) {
    await remoteDownThenBack(
      page,
      (sharingHosts[kind] ??= await createOutsideHost(kind, registry)),
      kind === 'webpack',
    );
  }
});
