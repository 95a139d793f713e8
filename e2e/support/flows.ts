import { expect, type Page } from '@playwright/test';

import { uniqueEmail } from './emulator';

/** Signs up through the app's own screen (Firebase account + API profile) and waits for the home page. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function signUpThroughApp(
  page: Page,
  email = uniqueEmail('user'),
  firstName = 'Grace',
  options: { picture?: Buffer } = {},
) {
  const password = 'secret123';
  const username = `u_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto('/signup');
  if (options.picture) {
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: options.picture });
    await expect(page.getByRole('img', { name: 'Profile preview' })).toBeVisible();
  }
  await page.getByLabel('First name', { exact: true }).fill(firstName);
  await page.getByLabel('Last name', { exact: true }).fill('Hopper');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  return { email, password, username, displayName: `${firstName} Hopper` };
}
