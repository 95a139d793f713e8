import type { Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { hostRuntimeManifestUrl } from '@thryve/contract/defaults';
import { createStaticServer } from '@thryve/page-server';

import { E2E_PORTS, E2E_URLS, emulatorOrigin } from '../support/ports';
import { expect, test } from '../support/test';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The tests share the host's and the remote's fixed ports: one at a time.
test.describe.configure({ mode: 'serial' });
// A host of its own (E2E_DOWN_HOST_PORT, default 4010, allowed by the API's CORS in playwright.config.ts) whose
// remote (E2E_DOWN_REMOTE_PORT, default 4011) this test controls.
const HOST_PORT = E2E_PORTS.downHost;
const REMOTE_PORT = E2E_PORTS.downRemote;
/** What the page server puts around the remote's prerendered sign-in. */
const PRERENDERED = 'data-thryve-prerendered="signIn"';

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

/** Serves the host, and gives `run` the remote's server to start (both with the page config naming its manifest). */
async function withHostAndRemote(run: (remote: Server) => Promise<void>) {
  const runtimeConfig = {
    apiBaseUrl: E2E_URLS.api,
    authEmulatorUrl: emulatorOrigin(),
    authRemoteUrl: hostRuntimeManifestUrl(REMOTE_PORT),
  };
  const host = await createStaticServer({ dir: join(root, 'host/dist'), runtimeConfig });
  const remote = await createStaticServer({ dir: join(root, 'auth-remote/dist'), runtimeConfig });
  await listen(host, HOST_PORT);
  try {
    await run(remote);
  } finally {
    await close(host);
    if (remote.listening) await close(remote);
  }
}

test('with the remote down, /signin says sign-in is unavailable and recovers, without a reload, once it is back', async ({
  page,
}) => {
  await withHostAndRemote(async (remote) => {
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
  });
});

test('when /signin arrived prerendered but the remote’s scripts then failed, Try again brings the screen back, without a reload', async ({
  page,
  request,
}) => {
  await withHostAndRemote(async (remote) => {
    await listen(remote, REMOTE_PORT);
    // The page server fetches the remote's prerendered screens in the background: until then the page is the plain one.
    await expect
      .poll(async () =>
        (await (await request.get(`http://localhost:${HOST_PORT}/signin`)).text()).includes(PRERENDERED),
      )
      .toBe(true);
    // A blip between the page and the remote's files: every script of the remote fails, while its server is up.
    const remoteScript = (url: URL) => url.port === String(REMOTE_PORT) && url.pathname.endsWith('.js');
    await page.route(remoteScript, (route) => route.abort('connectionfailed'));

    const response = await page.goto(`http://localhost:${HOST_PORT}/signin`);
    expect(await response?.text()).toContain(PRERENDERED);
    await expect(page.getByRole('heading', { name: 'Sign-in is temporarily unavailable' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);

    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.unroute(remoteScript);
    await page.getByRole('button', { name: 'Try again' }).click();

    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Email', { exact: true })).toBeEditable();
    await expect(page.getByRole('heading', { name: 'Sign-in is temporarily unavailable' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});
