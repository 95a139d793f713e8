import { createAccount, uniqueEmail } from '../support/emulator';
import { E2E_URLS } from '../support/ports';
import { axeViolations, expect, test } from '../support/test';

test('the example host (no router) embeds the remote and signs a user in', async ({ page }) => {
  const email = uniqueEmail('embed');
  await createAccount(email, 'secret123');

  await page.goto(E2E_URLS.embedHost);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('the example host switches to the sign-up screen with its own navigation', async ({ page }) => {
  await page.goto(E2E_URLS.embedHost);
  await page.getByRole('button', { name: 'I’m new here' }).click();
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
});
