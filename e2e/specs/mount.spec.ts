// A partner page with no React and no bundler (examples/embed-host/src/no-react/index.html): it loads the remote's
// entry with a <script>, shares nothing, mounts the screens with `auth_remote/mount` and follows the session with
// `auth_remote/session`. Real remote build, real API, real Auth emulator.
import { readFileSync } from 'node:fs';

import { AccountPage } from '../pages/AccountPage';
import { newUser } from '../pages/SignUpPage';
import { createAccount, findAccount, uniqueEmail } from '../support/emulator';
import { registerThroughApi } from '../support/flows';
import { E2E_URLS, emulatorOrigin, ON_BOTH_DATABASES, STACKS, type Stack } from '../support/ports';
import { expect, test } from '../support/test';

/** A path the example host's server answers with a plain 404: a blank document of that origin (the stack's). */
const pageUrl = (stack: Stack = STACKS.pglite) => `${stack.embedHost}/no-react.txt`;
const TEMPLATE = readFileSync(new URL('../../examples/embed-host/src/no-react/index.html', import.meta.url), 'utf8');

/** The page with its config written in (the stack's API), as our static server writes it into the apps' pages. */
function pageBody(stack: Stack = STACKS.pglite): string {
  const config = {
    apiBaseUrl: stack.api,
    authEmulatorUrl: emulatorOrigin(),
    authRemoteUrl: E2E_URLS.remoteManifest,
  };
  return TEMPLATE.replace(
    '<!--thryve-runtime-config-->',
    `<script>window.__THRYVE_CONFIG__=${JSON.stringify(config)}</script>`,
  );
}

test('a page without React signs up, out and in again through mount and the session API', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const who = page.locator('#who');
  const events = page.locator('#events li');
  const user = newUser(uniqueEmail('mount'));

  // The page at the example host's origin (one the API allows), written in place: nothing of the example host
  // runs on it. (A page answered by page.route would have no network address, and Chromium would refuse its
  // requests to localhost.)
  await page.goto(pageUrl());
  await page.setContent(pageBody());
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(who).toHaveText('Signed out');
  // The page shares nothing: the React (and later Firebase) in use are the remote's own copies, its shared
  // fallbacks. Firebase is not part of the first screen: with no stored session, it loads when the form is used.
  const loadedFrom = () =>
    page.evaluate(() => {
      type Info = { from: string; loaded?: boolean };
      type Share = Record<string, { default?: Record<string, Record<string, Info>> }>;
      const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Share } }).__FEDERATION__?.__SHARE__ ?? {};
      const providers: Record<string, string[]> = {};
      for (const scopes of Object.values(share)) {
        for (const [name, versions] of Object.entries(scopes.default ?? {})) {
          for (const info of Object.values(versions)) if (info.loaded) (providers[name] ??= []).push(info.from);
        }
      }
      return providers;
    });
  const atRest = await loadedFrom();
  expect(atRest).toMatchObject({ react: ['auth_remote'], 'react-dom/client': ['auth_remote'] });
  expect(atRest['firebase/auth'], 'no Firebase before the form is used').toBeUndefined();

  // The screen's own link: the page's navigate mounts the sign-up screen on the same element.
  await page.getByRole('link', { name: 'Create new account' }).click();
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await expect(page.locator('#thryve-auth form')).toHaveCount(1);
  for (const [label, value] of Object.entries({
    'First name': user.firstName,
    'Last name': user.lastName,
    Email: user.email,
    Username: user.username,
    Password: user.password,
    'Confirm password': user.password,
  })) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Create' }).dblclick();

  // The session API sees the new user; onSignUp fired once (a double click, and no onSignIn for the sign-up).
  await expect(who).toHaveText(`Signed in as ${user.email}`);
  await expect(events).toHaveText([`signUp ${user.email}`]);
  expect((await loadedFrom())['firebase/auth']).toEqual(['auth_remote']);
  await expect(page.locator('#thryve-auth')).toBeEmpty(); // navigate('/account'): the page unmounted the screen
  expect(await findAccount(user.email)).not.toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('thryve_token'))).toEqual(expect.any(String));

  // signOut() of the session API: server session ended, then signed out here; the page mounts sign-in again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(who).toHaveText('Signed out');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(events).toHaveText([`signUp ${user.email}`, 'signOut']);
  expect(await page.evaluate(() => localStorage.getItem('thryve_token'))).toBeNull();

  // A wrong password first: onError with its stable code and the message the screen shows.
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('#thryve-auth').getByRole('alert')).toHaveText('Incorrect username or password');
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(who).toHaveText(`Signed in as ${user.email}`);
  await expect(events).toHaveText([
    `signUp ${user.email}`,
    'signOut',
    'error sign-in/incorrect-credentials: Incorrect username or password',
    `signIn ${user.email}`,
  ]);
  expect(pageErrors).toEqual([]);
});

test('where the host shares React, the session API and the components read one store', async ({ page }) => {
  const email = uniqueEmail('one-store');
  await createAccount(email, 'secret123');
  await page.goto(E2E_URLS.embedHost);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible(); // useAuth() in the example host

  // `auth_remote/session` through the page's own federation runtime: it sees the user the components signed in...
  const sessionEmail = await page.evaluate(async () => {
    type Session = { getSession(): { user: { email: string } | null } };
    type Instance = { name: string; loadRemote(id: string): Promise<Session> };
    const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: Instance[] } }).__FEDERATION__;
    const host = federation?.__INSTANCES__?.find((instance) => instance.name === 'embed_host');
    const session = await host?.loadRemote('auth_remote/session');
    (globalThis as { thryveSession?: unknown }).thryveSession = session;
    return session?.getSession().user?.email;
  });
  expect(sessionEmail).toBe(email);

  // ...and its signOut() is what the components' useAuth() shows next.
  await page.evaluate(() => (globalThis as { thryveSession?: { signOut(): Promise<void> } }).thryveSession?.signOut());
  await expect(page.getByText('You are signed out.')).toBeVisible();
});

test(
  'the same page mounts the account screen: an edit is saved and seen by the session, then the account is deleted',
  { tag: ON_BOTH_DATABASES },
  async ({ page, request, stack }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const events = page.locator('#events li');
    const user = newUser(uniqueEmail('mount-account'));
    await registerThroughApi(request, user, undefined, stack);

    await page.goto(pageUrl(stack));
    await page.setContent(pageBody(stack));
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.locator('#who')).toHaveText(`Signed in as ${user.email}`);

    // `mount(element, { screen: 'userProfile' })` on the page's Account button: the profile loads into its form.
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    const account = new AccountPage(page, page.locator('#thryve-auth'));
    await expect(account.heading).toBeVisible();
    await expect(account.field('First name')).toHaveValue(user.firstName);
    await expect(account.field('Username')).toHaveValue(user.username);

    // Saved: onProfileUpdate with the API's answer, and the session's snapshot has the new name at once.
    await account.saveProfile({ 'First name': 'Augusta', 'Height (inches)': '66' });
    await expect(events).toHaveText([`signIn ${user.email}`, `profileUpdate Augusta ${user.lastName}`]);
    await expect(page.locator('#name')).toHaveText(`Augusta ${user.lastName}`);

    // Deleted: onAccountDelete (and no onSignOut after it), signed out, the page's navigate shows sign-in.
    await account.fillDeletion(user.password, 'DELETE');
    await account.confirmDelete.click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('#who')).toHaveText('Signed out');
    await expect(events).toHaveText([
      `signIn ${user.email}`,
      `profileUpdate Augusta ${user.lastName}`,
      'accountDelete',
    ]);
    expect(await findAccount(user.email)).toBeNull();
    expect(pageErrors).toEqual([]);
  },
);
