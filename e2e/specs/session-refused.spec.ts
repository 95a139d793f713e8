// A sign-in the API has ended elsewhere: the page that still holds it is signed out and told why, instead of staying
// on home while every call fails. Two browsers that signed in within the same second share one `auth_time`, and no
// claim of a Firebase token tells them apart: a Logout in one ends the other's too (the API cannot do better with
// what the token proves). Here the second browser holds the very same sign-in, copied, which is that case made
// certain.
import { disableAccount, findAccount } from '../support/emulator';
import { signUpThroughApp } from '../support/flows';
import { ON_BOTH_DATABASES } from '../support/ports';
import { authTime, readUserInfo, storedToken } from '../support/session';
import { expect, test } from '../support/test';

test(
  'the API refuses a session ended in another browser: this one is signed out and says why',
  { tag: ON_BOTH_DATABASES },
  async ({ page, browser, request, stack }) => {
    const user = await signUpThroughApp(page);
    const other = await browser.newContext({
      baseURL: stack.host,
      storageState: await page.context().storageState({ indexedDB: true }),
    });
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    await expect(otherPage.getByRole('heading', { name: user.displayName })).toBeVisible();
    const held = await storedToken(otherPage);
    expect(authTime(held)).toBe(authTime(await storedToken(page)));

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/signin/);
    expect((await readUserInfo(request, held, stack)).status()).toBe(401);

    // The other browser's next call to the API (home reads the profile when shown) is refused, with a refreshed
    // token too: it is signed out, lands on sign-in, and reads why.
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/signin/);
    await expect(otherPage.getByRole('status')).toHaveText('Your session has ended. Please sign in again.');
    expect(await otherPage.evaluate(() => localStorage.getItem('thryve_token'))).toBeNull();

    // Signing in again there is a new sign-in, which the API accepts; the message is gone.
    await otherPage.getByLabel('Email').fill(user.email);
    await otherPage.getByLabel('Password', { exact: true }).fill(user.password);
    await otherPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(otherPage.getByRole('heading', { name: user.displayName })).toBeVisible();
    await expect(
      otherPage.getByRole('region', { name: 'Your profile' }).getByText(user.username, { exact: true }),
    ).toBeVisible();
    await other.close();
  },
);

test('a page left open whose next token refresh Firebase refuses is signed out and says why, without a reload', async ({
  page,
}) => {
  // The page's clock, from the first load on: it runs at real speed until the test moves it.
  await page.clock.install();
  const user = await signUpThroughApp(page);
  await expect(page.getByRole('heading', { name: user.displayName })).toBeVisible();
  // Firebase ends the sign-in: disabled here (the emulator's token endpoint ignores a revocation, which real Firebase
  // refuses alike).
  const { localId } = (await findAccount(user.email))!;
  await disableAccount(localId);

  // An hour on, the token has expired: the page's next call (the account page reads the profile) refreshes it first,
  // Firebase is refused, and signs the page out.
  await page.clock.fastForward('01:00:00');
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByRole('status')).toHaveText('Your session has ended. Please sign in again.');
  expect(await page.evaluate(() => localStorage.getItem('thryve_token'))).toBeNull();
});
