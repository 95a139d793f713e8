import type { Page } from '@playwright/test';

import { SignInPage } from '../pages/SignInPage';
import { uniqueEmail } from '../support/emulator';
import { signUpThroughApp } from '../support/flows';
import { firebaseUserStoredIn, launchPersistentBrowser, tokenStoredIn } from '../support/persistentBrowser';
import { axeViolations, expect, test } from '../support/test';

async function registeredUser(page: Page) {
  const user = await signUpThroughApp(page, uniqueEmail('signin'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin/);
  return user;
}

test('the sign-in screen shows every element of the spec', async ({ page, signIn }) => {
  await signIn.goto();
  await expect(page).toHaveTitle(/Sign in/);
  await expect(page.getByRole('img', { name: /Thryve Health/ }).first()).toBeVisible();
  await signIn.expectEveryElement();
});

test('the password toggle says what it will do and switches masked/visible', async ({ signIn, page }) => {
  await signIn.goto();
  await signIn.password.fill('hunter22');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(signIn.password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(signIn.password).toHaveAttribute('type', 'password');
});

test('a wrong password and an unknown email both say Incorrect username or password, at the email field', async ({
  page,
  signIn,
}) => {
  const { email } = await registeredUser(page);
  await signIn.signIn(email, 'wrong-password');
  const message = page.getByText('Incorrect username or password');
  await expect(message).toBeVisible();
  await expect(signIn.email).toHaveAttribute('aria-invalid', 'true');

  await signIn.signIn(uniqueEmail('nobody'), 'whatever1');
  await expect(message).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
});

test('Remember me on keeps thryve_token in localStorage, off in sessionStorage', async ({ page, signIn }) => {
  const { email, password } = await registeredUser(page);

  await signIn.signIn(email, password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('thryve_token'))).toBeTruthy();
  expect(await page.evaluate(() => sessionStorage.getItem('thryve_token'))).toBeNull();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin/);
  expect(await page.evaluate(() => localStorage.getItem('thryve_token'))).toBeNull();

  await signIn.signIn(email, password, { remember: false });
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('thryve_token'))).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('thryve_token'))).toBeNull();
});

test('Remember me on: the session survives a reload and a browser restart', async ({ page, cspViolations }) => {
  const { email, password, displayName } = await registeredUser(page);
  const browser = await launchPersistentBrowser(cspViolations);
  try {
    const tab = browser.page();
    const form = new SignInPage(tab);
    await form.goto();
    await form.signIn(email, password);
    const logout = tab.getByRole('button', { name: 'Logout' });
    await expect(logout).toBeVisible();
    await tab.reload();
    await expect(logout).toBeVisible();

    // The browser quits and starts again on the same profile: what it kept on disk signs the user in.
    const restarted = await browser.restart();
    await restarted.goto('/');
    await expect(restarted.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(restarted.getByRole('heading', { name: displayName })).toBeVisible();
    await restarted.reload();
    await expect(restarted.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(restarted).not.toHaveURL(/\/signin/);
    expect(await tokenStoredIn(restarted)).toEqual({ local: true, session: false });
  } finally {
    await browser.close();
  }
});

test('Remember me off: the session survives a reload, but not a browser restart, and is not shared with another tab', async ({
  page,
  signIn,
  context,
  cspViolations,
}) => {
  const { email, password } = await registeredUser(page);
  await signIn.signIn(email, password, { remember: false });
  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();
  await page.reload();
  await expect(logout).toBeVisible();

  const secondTab = await context.newPage();
  await secondTab.goto('/');
  await expect(secondTab).toHaveURL(/\/signin/);
  await expect(secondTab.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // The first tab is still signed in: the second one only did not know its session.
  await page.reload();
  await expect(logout).toBeVisible();

  const browser = await launchPersistentBrowser(cspViolations);
  try {
    const tab = browser.page();
    const form = new SignInPage(tab);
    await form.goto();
    await form.signIn(email, password, { remember: false });
    await expect(tab.getByRole('button', { name: 'Logout' })).toBeVisible();
    // The whole session lives in this tab's sessionStorage (ours and Firebase's), nothing in what outlives a restart;
    // a marker in localStorage shows that the profile itself does.
    expect(await tokenStoredIn(tab)).toEqual({ local: false, session: true });
    expect(await firebaseUserStoredIn(tab)).toEqual({ local: false, session: true, indexedDb: false });
    await tab.evaluate(() => localStorage.setItem('e2e_profile_kept', '1'));

    const restarted = await browser.restart();
    await restarted.goto('/');
    await expect(restarted).toHaveURL(/\/signin/);
    await expect(restarted.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await restarted.evaluate(() => localStorage.getItem('e2e_profile_kept'))).toBe('1');
    expect(await restarted.evaluate(() => sessionStorage.length)).toBe(0);
    expect(await tokenStoredIn(restarted)).toEqual({ local: false, session: false });
    expect(await firebaseUserStoredIn(restarted)).toEqual({ local: false, session: false, indexedDb: false });
  } finally {
    await browser.close();
  }
});

test('a sign-in that came from a protected page goes back there', async ({ page, signIn }) => {
  const { email, password } = await registeredUser(page);
  await page.goto('/?from=test#top');
  await expect(page).toHaveURL(/\/signin/);
  await signIn.signIn(email, password);
  await expect(page).toHaveURL(/\/\?from=test/);
});

test('the sign-in screen has no axe violations', async ({ page, signIn }) => {
  await signIn.goto();
  expect(await axeViolations(page)).toEqual([]);
});

test('Firebase loads when the form is first used; if it cannot, Sign in says so, keeps what was typed, and the next try signs in', async ({
  page,
  signIn,
}) => {
  const { email, password } = await registeredUser(page);
  // From here on, the script that holds the Firebase Auth SDK (its API host is in its code) cannot be fetched.
  let offline = true;
  const firebaseRequests: string[] = [];
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes('identitytoolkit.googleapis.com')) return route.fulfill({ response });
    firebaseRequests.push(route.request().url());
    return offline ? route.abort('internetdisconnected') : route.fulfill({ response });
  });
  await signIn.goto();
  await expect(signIn.submit).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(firebaseRequests, 'the form shows without Firebase').toEqual([]);

  await signIn.signIn(email, password);
  await expect(page.getByRole('alert')).toHaveText(
    'We could not reach the sign-in service. Check your connection, then try again.',
  );
  expect(firebaseRequests.length).toBeGreaterThan(0);
  await expect(signIn.email).toHaveValue(email);
  await expect(signIn.password).toHaveValue(password);

  offline = false;
  await signIn.submit.click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});
