import type { Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createStaticServer } from '@thryve/page-server';
import { hostRuntimeManifestUrl } from '@thryve/shared/defaults';

import { E2E_PORTS, E2E_URLS, emulatorOrigin } from '../support/ports';
import { expect, test } from '../support/test';

const root = fileURLToPath(new URL('../..', import.meta.url));
// A host of its own (E2E_DOWN_HOST_PORT, default 4010, allowed by the API's CORS in playwright.config.ts) whose
// remote (E2E_DOWN_REMOTE_PORT, default 4011) this test controls.
const HOST_PORT = E2E_PORTS.downHost;
const REMOTE_PORT = E2E_PORTS.downRemote;

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve());
  });
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

test('with the remote down, /signin says sign-in is unavailable and recovers, without a reload, once it is back', async ({
  page,
}) => {
  const runtimeConfig = {
    apiBaseUrl: E2E_URLS.api,
    authEmulatorUrl: emulatorOrigin(),
    authRemoteUrl: hostRuntimeManifestUrl(REMOTE_PORT),
  };
  const host = await createStaticServer({ dir: join(root, 'host/dist'), runtimeConfig });
  const remote = await createStaticServer({ dir: join(root, 'auth-remote/dist'), runtimeConfig });
  await listen(host, HOST_PORT);
  try {
    await page.goto(`http://localhost:${HOST_PORT}/signin`);
    await expect(page.getByRole('heading', { name: 'Sign-in is temporarily unavailable' })).toBeVisible({
      timeout: 20_000,
    });
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible();

    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await listen(remote, REMOTE_PORT);
    await tryAgain.click();

    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Email', { exact: true })).toBeEditable();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  } finally {
    await close(host);
    if (remote.listening) await close(remote);
  }
});
