// A user's sign-ins as the API sees them: the ID token a tab stored, its sign-in time, what the API answers to it,
// and a second device signed in to the same account.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

import { SignInPage } from '../pages/SignInPage';
import { STACKS, type Stack } from './ports';

const TOKEN_STORAGE_KEY = 'thryve_token';

/** The ID token the app stored for this tab (local storage when remembered, else session storage), or null. */
export function storedTokenOrNull(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key), TOKEN_STORAGE_KEY);
}

export async function storedToken(page: Page): Promise<string> {
  const token = await storedTokenOrNull(page);
  expect(token, `${TOKEN_STORAGE_KEY} in storage`).toBeTruthy();
  return token as string;
}

/** The `auth_time` claim (seconds): one per sign-in, the same in every token refreshed from it. */
export function authTime(token: string): number {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).auth_time as number;
}

/**
 * Waits for the second after this token's sign-in: the API tells sign-ins apart by `auth_time` (whole seconds), so a
 * sign-in (or re-authentication) meant to be later than this one must start in a later second.
 */
export async function nextSecondAfter(page: Page, token: string): Promise<void> {
  const wait = (authTime(token) + 1) * 1000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}

/**
 * What anyone holding `token` gets from the user-info call, straight to the API (no browser, no refresh): the API of
 * `stack` (the test's `stack` fixture; PGlite's by default).
 */
export function readUserInfo(request: APIRequestContext, token: string, stack: Pick<Stack, 'api'> = STACKS.pglite) {
  return request.get(`${stack.api}api/Identity/user`, { headers: { Authorization: `Bearer ${token}` } });
}

/** Signs the same user in on a second device (a fresh browser context) of `stack`'s host: a sign-in of its own. */
export async function signInElsewhere(
  browser: Browser,
  email: string,
  password: string,
  stack: Pick<Stack, 'host'> = STACKS.pglite,
) {
  const context = await browser.newContext({ baseURL: stack.host });
  const page = await context.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(email, password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  return { context, page };
}
