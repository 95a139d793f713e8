// A session over time, in a real browser against the real API and the Auth emulator: the ID token expires and is
// refreshed when the page next calls the API; a sign-out in one tab of a partner page ends the session in its other
// tabs, through `mount` and the session API.
import { createAccount, uniqueEmail } from '../support/emulator';
import { signUpThroughApp } from '../support/flows';
import { openNoReactPage, sessionSnapshot } from '../support/noReactPage';
import { E2E_URLS } from '../support/ports';
import { storedToken } from '../support/session';
import { expect, test } from '../support/test';

/** A claim of an ID token (seconds for the times). */
function claim(token: string, name: 'iat' | 'exp'): number {
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, number>)[name];
}

test('an hour later the ID token has expired: the next API call from the page refreshes it, and thryve_token follows', async ({
  page,
}) => {
  // The page's clock, from the first load on: it runs at real speed until the test moves it.
  await page.clock.install();
  await signUpThroughApp(page);
  const first = await storedToken(page);
  // The emulator stamps tokens in whole seconds: one minted in a later second differs from this one.
  await new Promise((resolve) => setTimeout(resolve, (claim(first, 'iat') + 1) * 1000 - Date.now()));

  await page.clock.fastForward('01:00:00');
  const profileCall = page.waitForResponse(
    (response) => response.url() === `${E2E_URLS.api}api/Identity/user` && response.request().method() === 'GET',
  );
  await page.getByRole('link', { name: 'Account' }).click();
  const response = await profileCall;
  expect(response.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();

  // The call went out with a refreshed token.
  const sent = (await response.request().headerValue('authorization'))?.replace(/^Bearer /, '') ?? '';
  expect(claim(sent, 'iat')).toBeGreaterThan(claim(first, 'iat'));
  // The stored token follows when Firebase reports it, a moment after the call may have gone out. Firebase's own
  // refresh timer, also an hour on, may refresh once more in a later second: then the stored one is that newer one.
  await expect.poll(() => storedToken(page)).not.toBe(first);
  const refreshed = await storedToken(page);
  expect(claim(refreshed, 'iat')).toBeGreaterThanOrEqual(claim(sent, 'iat'));
  expect(await page.evaluate(() => localStorage.getItem('thryve_token'))).toBe(refreshed);
});

test('signing out in one tab of a partner page shows its other tab signed out, through mount and the session API, without a reload', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('cross-tab');
  await createAccount(email, 'secret123');
  await openNoReactPage(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);

  // The second tab restores the remembered session; a mark on its window shows later that it was never reloaded.
  const other = await context.newPage();
  await openNoReactPage(other);
  await expect(other.locator('#who')).toHaveText(`Signed in as ${email}`);
  expect(await sessionSnapshot(other)).toMatchObject({ status: 'signedIn', user: { email } });
  await other.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('#who')).toHaveText('Signed out');

  await expect(other.locator('#who')).toHaveText('Signed out');
  await expect(other.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Sign out' })).toBeHidden();
  expect(await sessionSnapshot(other)).toEqual({ status: 'signedOut', user: null, role: null });
  expect(await other.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await other.evaluate(() => localStorage.getItem('thryve_token'))).toBeNull();
});
