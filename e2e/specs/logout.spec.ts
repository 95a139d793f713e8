// Logout ends the session on the server: a token copied before Logout is refused right after it,
// while the same user's other device, signed in separately, keeps working.
import { SignInPage } from '../pages/SignInPage';
import { signUpThroughApp } from '../support/flows';
import { E2E_URLS } from '../support/ports';
import {
  authTime,
  nextSecondAfter,
  readUserInfo,
  signInElsewhere,
  storedToken,
  storedTokenOrNull,
} from '../support/session';
import { expect, test } from '../support/test';

test('a token copied before Logout is refused right after it; the other device stays signed in', async ({
  page,
  browser,
  request,
}) => {
  const user = await signUpThroughApp(page);
  const copied = await storedToken(page);
  const before = await readUserInfo(request, copied);
  expect(before.status()).toBe(200);
  expect(await before.json()).toMatchObject({ email: user.email });

  // Another device's sign-in must have its own auth_time (whole seconds): start it in the next second.
  await nextSecondAfter(page, copied);
  const elsewhere = await signInElsewhere(browser, user.email, user.password);
  const otherToken = await storedToken(elsewhere.page);
  expect(authTime(otherToken)).not.toBe(authTime(copied));

  const logoutCall = page.waitForResponse(
    (response) => response.url() === `${E2E_URLS.api}api/Identity/logout` && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  expect((await logoutCall).status()).toBe(204);
  await expect(page).toHaveURL(/\/signin/);
  expect(await storedTokenOrNull(page)).toBe(null);

  const after = await readUserInfo(request, copied);
  expect(after.status()).toBe(401);
  expect(await after.json()).toMatchObject({ code: 'unauthorized' });

  // The other device: its token still reads the profile, and a reload still shows the user signed in.
  expect((await readUserInfo(request, otherToken)).status()).toBe(200);
  await elsewhere.page.reload();
  await expect(elsewhere.page.getByRole('heading', { name: user.displayName })).toBeVisible();
  await elsewhere.context.close();
});

test('signing in again after Logout gives a working session', async ({ page, request }) => {
  const user = await signUpThroughApp(page);
  const first = await storedToken(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin/);

  // A new sign-in in a later second than the ended one (auth_time is in whole seconds).
  await nextSecondAfter(page, first);
  await new SignInPage(page).signIn(user.email, user.password);
  await expect(page.getByRole('heading', { name: user.displayName })).toBeVisible();
  const second = await storedToken(page);
  expect((await readUserInfo(request, second)).status()).toBe(200);
  expect((await readUserInfo(request, first)).status()).toBe(401);
});
