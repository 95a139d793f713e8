import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { RegisterPayload, UserProfile } from '@thryve/contract';

import type { NewUser } from '../pages/SignUpPage';
import { createAccount, uniqueEmail } from './emulator';
import { STACKS, type Stack } from './ports';

/** A one-pixel PNG, for a profile picture. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** Another one-pixel PNG (a red pixel), for a second picture. */
export const OTHER_PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs up through the app's own screen (Firebase account + API profile) and waits for the home page. */
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

/**
 * An account made without a browser, as the sign-up screen makes it: the Firebase account in the emulator, then its
 * profile registered with `stack`'s API (`picture`: a PNG). For tests about what happens after sign-up.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  user: NewUser,
  picture?: Buffer,
  stack: Pick<Stack, 'api'> = STACKS.pglite,
): Promise<UserProfile> {
  const { idToken } = await createAccount(user.email, user.password);
  const payload: RegisterPayload = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    username: user.username,
    password: user.password,
    confirmPassword: user.password,
    birthday: user.birthday ?? null,
    height: user.height === undefined ? null : Number(user.height),
    weight: user.weight === undefined ? null : Number(user.weight),
    profilePicture: picture ? `data:image/png;base64,${picture.toString('base64')}` : null,
  };
  const response = await request.post(`${stack.api}api/Identity/register`, {
    headers: { Authorization: `Bearer ${idToken}` },
    data: payload,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as UserProfile;
}
