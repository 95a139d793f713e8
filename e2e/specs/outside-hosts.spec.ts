// Hosts a platform team builds outside this repository (examples/outside-hosts/<kind>), from the packed contract
// and the public registry only, driven against the running remote, API and Auth emulator.
import type { Page } from '@playwright/test';

import { packContract } from '../../scripts/pack-contract.mjs';
import { SignInPage } from '../pages/SignInPage';
import { newUser, SignUpPage } from '../pages/SignUpPage';
import { uniqueEmail } from '../support/emulator';
import { createOutsideHost, serveVersionedRemote, type OutsideHost } from '../support/outsideHost';
import { expect, test } from '../support/test';

// Installing and building a host from a clean folder takes a while; the npm cache keeps it to about a minute.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

let tarballs: Record<string, string>;
let stopRemote: () => Promise<void>;
test.beforeAll(async () => {
  tarballs = await packContract();
  stopRemote = await serveVersionedRemote();
});
test.afterAll(async () => stopRemote?.());

const SINGLETONS = ['react', 'react-dom', 'firebase/app', 'firebase/auth', 'axios', '@thryve/shared'];

/** Per shared package, the containers whose copy is loaded (read from the federation runtime's share scope). */
function loadedCopies(page: Page) {
  return page.evaluate(() => {
    type Entry = { loaded?: boolean; from: string };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__;
    const copies: Record<string, string[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        copies[name] = Object.values(versions)
          .filter((entry) => entry.loaded)
          .map((entry) => entry.from);
      }
    }
    return copies;
  });
}

/** Sign up through the remote's screen, see the email, sign out, sign in again: what every host must allow. */
async function signUpSignOutSignIn(page: Page, host: OutsideHost) {
  const user = newUser(uniqueEmail('outside'));
  await page.goto(`${host.url}/signup`);
  const signUp = new SignUpPage(page);
  await expect(signUp.heading).toBeVisible();
  await signUp.fill(user);
  await signUp.create.click();
  await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();
  return {
    user,
    async signOutAndIn() {
      await page.getByRole('button', { name: 'Sign out' }).click();
      const signIn = new SignInPage(page);
      await expect(signIn.heading).toBeVisible();
      await signIn.signIn(user.email, user.password);
      await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();
    },
  };
}

test('webpack 5 host (React 19, sharing React, Firebase and the contract)', async ({ page }) => {
  const host = await createOutsideHost('webpack', tarballs);
  test.info().annotations.push({ type: 'timings', description: JSON.stringify(host.timings) });
  console.log(`[outside-hosts] webpack host: install ${host.timings.install}s, build ${host.timings.build}s`);
  try {
    const apiAuthorization: string[] = [];
    page.on('request', (request) => {
      const auth = request.headers().authorization;
      if (request.url().includes('/api/') && auth) apiAuthorization.push(auth);
    });
    const flow = await signUpSignOutSignIn(page, host);

    // One instance of each: the host's copy is loaded and the remote's copies never are.
    const copies = await loadedCopies(page);
    for (const name of SINGLETONS) expect(copies[name], `${name} loaded once, the host's`).toEqual(['partner_host']);
    // The one interceptor (in the one @thryve/shared) put the token on the remote's API calls.
    expect(apiAuthorization.length).toBeGreaterThan(0);

    await flow.signOutAndIn();
  } finally {
    await host.close();
  }
});
