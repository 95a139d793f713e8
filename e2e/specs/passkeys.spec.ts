// Passkeys, with Chromium's virtual authenticator as the user's device: added on the account screen, then used to sign
// in by the button and by the email field's autofill, in the composed app and on a partner page through `mount`; the
// API accepts the session each gives. Refused: a replayed assertion, a removed passkey. On PostgreSQL, a challenge
// issued by one API instance is verified by another. Real remote build, real API, real Auth emulator.
import type { Page } from '@playwright/test';

import { AccountPage } from '../pages/AccountPage';
import { signUpThroughApp } from '../support/flows';
import { openNoReactPage } from '../support/noReactPage';
import { addVirtualAuthenticator, withoutPasskeyAutofill } from '../support/passkeys';
import { E2E_PORTS, ON_BOTH_DATABASES, STACKS } from '../support/ports';
import { readUserInfo, storedToken } from '../support/session';
import { axeViolations, expect, test } from '../support/test';

const AUTHENTICATION = 'api/passkeys/authentication';

/** Adds a passkey on the account screen (right after sign-up: a recent sign-in) and waits until it is listed. */
async function addPasskey(page: Page) {
  const account = new AccountPage(page);
  await account.goto();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Passkey added: / })).toBeVisible();
  return page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem');
}

async function signOut(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

test(
  'a passkey added on the account screen signs in by the button, and the API accepts the session',
  { tag: ON_BOTH_DATABASES },
  async ({ page, request, home, stack }) => {
    await withoutPasskeyAutofill(page);
    const device = await addVirtualAuthenticator(page);
    const user = await signUpThroughApp(page);
    const passkeys = await addPasskey(page);
    await expect(passkeys).toHaveCount(1);
    await expect(passkeys.first()).toContainText('Last used: Never');
    expect(await device.credentialIds()).toHaveLength(1);
    // The section as a keyboard and screen-reader user meets it, the removal's confirmation open.
    await passkeys
      .first()
      .getByRole('button', { name: /^Remove / })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(passkeys.first().getByRole('button', { name: /^Remove / })).toBeFocused();

    await signOut(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(home.name(user.displayName)).toBeVisible();
    expect((await readUserInfo(request, await storedToken(page), stack)).status()).toBe(200);

    // The sign-in is recorded: the list says when the passkey was last used.
    await new AccountPage(page).goto();
    await expect(passkeys).toHaveCount(1);
    await expect(passkeys.first()).not.toContainText('Last used: Never');
  },
);

test('the email field offers the passkey through autofill: signed in without typing', async ({ page, home }) => {
  await addVirtualAuthenticator(page);
  const user = await signUpThroughApp(page);
  await addPasskey(page);
  await signOut(page);
  // Turning to the form starts the conditional request; the device answers it as a person picking the passkey would.
  await page.getByLabel('Email', { exact: true }).click();
  await expect(home.name(user.displayName)).toBeVisible();
});

test('a replayed assertion is refused, and a removed passkey no longer signs in', async ({
  page,
  request,
  home,
  stack,
}) => {
  await withoutPasskeyAutofill(page);
  await addVirtualAuthenticator(page);
  const user = await signUpThroughApp(page);
  const passkeys = await addPasskey(page);
  await signOut(page);

  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(AUTHENTICATION));
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  const assertion = (await sent).postData();
  await expect(home.name(user.displayName)).toBeVisible();
  // The same signed assertion again, from the same origin: its challenge was used.
  const replay = await request.post(`${stack.api}${AUTHENTICATION}`, {
    headers: { Origin: stack.host, 'Content-Type': 'application/json' },
    data: assertion,
  });
  expect(replay.status()).toBe(400);
  expect(await replay.json()).toMatchObject({ code: 'passkey_rejected' });

  await new AccountPage(page).goto();
  await passkeys
    .first()
    .getByRole('button', { name: /^Remove / })
    .click();
  await page.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Passkey removed: / })).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();

  // The device still holds the credential; the API no longer knows it.
  await signOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This passkey is not registered. Sign in another way, or use another passkey',
  );
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test.describe('two API instances on one PostgreSQL', () => {
  test.use({ baseURL: STACKS.postgres.host, stack: STACKS.postgres });

  test('a challenge issued by one instance is verified by the other', async ({ page, request, home, stack }) => {
    const second = `http://localhost:${E2E_PORTS.pgApiSecond}/`;
    await expect.poll(async () => (await request.get(`${second}readyz`)).status(), { timeout: 30_000 }).toBe(200);
    await withoutPasskeyAutofill(page);
    await addVirtualAuthenticator(page);
    const user = await signUpThroughApp(page);
    await addPasskey(page);
    await signOut(page);

    // The options (and their challenge) come from the page's API; the signed answer goes to the other instance.
    let rerouted = 0;
    await page.route(`${stack.api}${AUTHENTICATION}`, async (route) => {
      rerouted += 1;
      await route.continue({ url: `${second}${AUTHENTICATION}` });
    });
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(AUTHENTICATION));
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    expect((await answered).status()).toBe(200);
    await expect(home.name(user.displayName)).toBeVisible();
    expect(rerouted).toBe(1);
    expect((await readUserInfo(request, await storedToken(page), stack)).status()).toBe(200);
  });
});

test('a partner page signs in with a passkey through mount', async ({ page }) => {
  await withoutPasskeyAutofill(page);
  await addVirtualAuthenticator(page);
  const user = await signUpThroughApp(page);
  await addPasskey(page);

  // The same device on the partner's page (another origin of the same site: the same RP ID, localhost).
  await openNoReactPage(page);
  await expect(page.locator('#who')).toHaveText('Signed out');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${user.email}`);
  await expect(page.locator('#events li')).toHaveText([`signIn ${user.email}`]);
});
