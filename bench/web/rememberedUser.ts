// The remembered user of the `/` measurement: an account made through the emulator's REST API, registered with
// the API, then signed in once through the UI of each build; the browser state is kept for the cold loads.
import type { Browser, BrowserContextOptions } from '@playwright/test';

import { authEmulator } from '../../scripts/testing/authEmulator';
import { PORTS, urlOf } from './services';

const BENCH_USER = { firstName: 'Bench', lastName: 'Runner', password: 'secret123' };
export const BENCH_USER_NAME = `${BENCH_USER.firstName} ${BENCH_USER.lastName}`;

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Creates the account (display name included) and its API profile; returns its email. */
export async function createRememberedUser(emulatorOrigin: string): Promise<string> {
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const { idToken } = await authEmulator(emulatorOrigin).signUp(email, BENCH_USER.password, {
    displayName: BENCH_USER_NAME,
  });
  const payload = {
    ...BENCH_USER,
    email,
    username: `bench_${Date.now().toString(36)}`,
    confirmPassword: BENCH_USER.password,
    birthday: null,
    weight: null,
    height: null,
    profilePicture: null,
  };
  await post(`${urlOf(PORTS.api)}/api/Identity/register`, payload, { authorization: `Bearer ${idToken}` });
  return email;
}

/** Signs in through the UI of one build and returns the context state (Firebase keeps the user in localStorage). */
export async function signedInState(browser: Browser, origin: string, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/signin`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(BENCH_USER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: BENCH_USER_NAME }).waitFor({ timeout: 20_000 });
  const state: BrowserContextOptions['storageState'] = await context.storageState();
  await context.close();
  return state;
}
