// Deleting an account is safe to retry after a crash halfway: the API (on PostgreSQL) is killed after it deleted the
// account's rows and before Firebase deleted the user; started again, the person signs in (the account is still
// there, its profile is not), deletes again, and nothing is left. The test starts its own API, between it and the
// Auth emulator a proxy that holds the deletion of the Firebase user, and a host page whose config names that API.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createStaticServer } from '@thryve/page-server';

import { spawnApi, type SpawnedApi } from '../../api/src/db/__tests__/apiProcess';
import { EMULATOR_PROJECT_ID } from '../../scripts/testing/authEmulator';
import { AccountPage } from '../pages/AccountPage';
import { findAccount, uniqueEmail } from '../support/emulator';
import { holdFirstAccountDeletion, type EmulatorProxy } from '../support/emulatorProxy';
import { signUpThroughApp } from '../support/flows';
import { E2E_PORTS, E2E_URLS, emulatorOrigin, type Stack } from '../support/ports';
import { freshDatabase, rowsOf, type FreshDatabase } from '../support/postgres';
import { readUserInfo, storedToken } from '../support/session';
import { expect, test } from '../support/test';

const stack: Pick<Stack, 'host' | 'api'> = {
  host: `http://localhost:${E2E_PORTS.killHost}`,
  api: `http://localhost:${E2E_PORTS.killApi}/`,
};
const hostBuild = fileURLToPath(new URL('../../host/dist', import.meta.url));

let database: FreshDatabase;
let proxy: EmulatorProxy;
let host: Server;
let dataDir: string;
let api: SpawnedApi | undefined;

/** The real API on the test's database, its Firebase calls through the proxy; resolves once it answers /healthz. */
async function startApi(): Promise<SpawnedApi> {
  // On a fixed port (not one the system gives spawnApi): the page's config names it, before and after the restart.
  const started = spawnApi(dataDir, {
    API_PORT: String(E2E_PORTS.killApi),
    DATABASE_URL: database.url,
    CORS_ORIGINS: stack.host,
    FIREBASE_AUTH_EMULATOR_HOST: proxy.host,
    FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
  });
  await expect
    .poll(
      () =>
        fetch(`${stack.api}healthz`).then(
          (answer) => answer.status,
          () => 0,
        ),
      { message: `the API on ${stack.api} answers /healthz`, timeout: 60_000 },
    )
    .toBe(200);
  return started;
}

test.use({ baseURL: stack.host });

test.beforeAll(async () => {
  database = await freshDatabase();
  proxy = await holdFirstAccountDeletion();
  dataDir = mkdtempSync(join(tmpdir(), 'thryve-e2e-kill-'));
  host = await createStaticServer({
    dir: hostBuild,
    runtimeConfig: {
      apiBaseUrl: stack.api,
      authEmulatorUrl: emulatorOrigin(),
      authRemoteUrl: E2E_URLS.hostRemoteManifest,
    },
  });
  await new Promise<void>((resolve) => host.listen(E2E_PORTS.killHost, 'localhost', resolve));
});

test.afterAll(async () => {
  api?.child.kill('SIGTERM');
  // The browser's keep-alive connections would hold the host's close.
  host?.closeAllConnections();
  await Promise.all([api?.exited, new Promise((resolve) => host?.close(resolve)), proxy?.close()]);
  await database?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a deletion killed between its steps is retried by signing in and deleting again; then nothing is left', async ({
  page,
  request,
  signIn,
  home,
}) => {
  test.setTimeout(120_000);
  api = await startApi();
  const user = await signUpThroughApp(page, uniqueEmail('interrupted'));
  const uid = (await findAccount(user.email))!.localId;
  const account = new AccountPage(page);
  await account.goto();

  // The rows go in one transaction, then the API asks Firebase to delete the user: held, and the API killed there.
  await account.fillDeletion(user.password, 'DELETE');
  await account.confirmDelete.click();
  await proxy.deletionHeld;
  api.child.kill('SIGKILL');
  expect(await api.exited).toBeNull();
  expect(await rowsOf(database.url, uid)).toMatchObject({ profiles: 0, profile_pictures: 0 });
  expect(await findAccount(user.email)).not.toBeNull();
  await expect(account.deleteDialog.getByRole('alert')).toBeVisible();

  // Started again, the API finds an account without a profile: its owner signs in and deletes it again.
  api = await startApi();
  await page.goto('/');
  await home.logout.click();
  await signIn.signIn(user.email, user.password);
  await expect(home.logout).toBeVisible();
  expect((await readUserInfo(request, await storedToken(page), stack)).status()).toBe(404);
  await page.goto('/account');
  // The account screen offers to complete the profile; its owner deletes the account instead.
  await expect(
    page.getByText('Your account has not finished registration. Complete your profile to continue.'),
  ).toBeVisible();
  await account.fillDeletion(user.password, 'DELETE');
  await account.confirmDelete.click();
  await expect(page).toHaveURL(/\/signin/);
  await expect(signIn.heading).toBeVisible();

  // Gone: the Firebase user, every row of the uid but the one that refuses its tokens; the email signs up afresh.
  expect(await findAccount(user.email)).toBeNull();
  expect(await rowsOf(database.url, uid)).toEqual({
    profiles: 0,
    profile_pictures: 0,
    ended_sessions: 0,
    token_revocations: 1,
    rate_limit_counters: 0,
  });
  await signUpThroughApp(page, user.email, 'Nova');
  await expect(home.name('Nova Hopper')).toBeVisible();
  expect((await findAccount(user.email))!.localId).not.toBe(uid);
});
