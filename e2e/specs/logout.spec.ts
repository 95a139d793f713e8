// Logout ends the session on the server (issue 11): a token copied before Logout is refused right after it,
// while the same user's other device, signed in separately, keeps working.
import type { APIRequestContext, Browser, Page } from '@playwright/test';

import { SignInPage } from '../pages/SignInPage';
import { signUpThroughApp } from '../support/flows';
import { E2E_URLS } from '../support/ports';
import { expect, test } from '../support/test';

const TOKEN_STORAGE_KEY = 'thryve_token';

/** The ID token the app stored for this tab (local storage when remembered, else session storage). */
async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    (key) => localStorage.getItem(key) ?? sessionStorage.getItem(key),
    TOKEN_STORAGE_KEY,
  );
  expect(token, `${TOKEN_STORAGE_KEY} in storage`).toBeTruthy();
  return token as string;
}

/** The `auth_time` claim (seconds): one per sign-in, the same in every token refreshed from it. */
function authTime(token: string): number {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).auth_time as number;
}

/** What anyone holding `token` gets from the user-info call, straight to the API (no browser, no refresh). */
function readUserInfo(request: APIRequestContext, token: string) {
  return request.get(`${E2E_URLS.api}api/Identity/user`, { headers: { Authorization: `Bearer ${token}` } });
}

/** Signs the same user in on a second device (a fresh browser context): a sign-in of its own. */
async function signInElsewhere(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ baseURL: E2E_URLS.host });
  const page = await context.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(email, password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  return { context, page };
}

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
  const wait = (authTime(copied) + 1) * 1000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  const elsewhere = await signInElsewhere(browser, user.email, user.password);
  const otherToken = await storedToken(elsewhere.page);
  expect(authTime(otherToken)).not.toBe(authTime(copied));

  const logoutCall = page.waitForResponse(
    (response) => response.url() === `${E2E_URLS.api}api/Identity/logout` && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  expect((await logoutCall).status()).toBe(204);
  await expect(page).toHaveURL(/\/signin/);
  expect(
    await page.evaluate((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key), TOKEN_STORAGE_KEY),
  ).toBe(null);

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
  const wait = (authTime(first) + 1) * 1000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await new SignInPage(page).signIn(user.email, user.password);
  await expect(page.getByRole('heading', { name: user.displayName })).toBeVisible();
  const second = await storedToken(page);
  expect((await readUserInfo(request, second)).status()).toBe(200);
  expect((await readUserInfo(request, first)).status()).toBe(401);
});
