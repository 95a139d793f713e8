import type { Page } from '@playwright/test';

import { uniqueEmail } from '../support/emulator';
import { signUpThroughApp } from '../support/flows';
import { E2E_URLS } from '../support/ports';
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
  await expect(signIn.email).toBeVisible();
  await expect(signIn.password).toHaveAttribute('type', 'password');
  await expect(signIn.rememberMe).toBeChecked();
  await expect(
    page.getByRole('button', { name: 'Forgot Password?' }).or(page.getByRole('link', { name: 'Forgot Password?' })),
  ).toBeVisible();
  await expect(signIn.submit).toBeVisible();
  await expect(signIn.google).toBeVisible();
  await expect(page.getByText("Don't have a Thryve Health account?")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create new account' })).toHaveAttribute('href', '/signup');
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

test('Remember me on keeps thryve_token in localStorage, off in sessionStorage', async ({ page, signIn, browser }) => {
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

  // A new browser session (a new context) does not know a session that was not remembered.
  const other = await browser.newContext({ baseURL: E2E_URLS.host });
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await expect(otherPage).toHaveURL(/\/signin/);
  await other.close();
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
