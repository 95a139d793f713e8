// `npm run dev` has React Fast Refresh across the federation: saving a component of the auth remote, or of the
// host, updates it in the host's page without a reload, and what the visitor typed stays in the form. Real
// start.mjs --dev runs (the Auth emulator, the API and both rspack dev servers), on ports of its own; the test
// edits the real source files and puts them back byte for byte.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';
import { emulatorHubPort, remoteManifestUrl } from '@thryve/contract/defaults';

import { SignInPage } from '../pages/SignInPage';
import { startEnv, waitUntilRunning, type StartedApp } from '../support/startApp';
import { expect, test } from '../support/test';

test.describe.configure({ mode: 'serial' });

const root = fileURLToPath(new URL('../..', import.meta.url));
// Its own emulator: not on the suite's (AUTH_EMULATOR_PORT) nor on the port above that one.
const ports = { host: 4300, remote: 4301, api: 4380, emulator: 9595, hub: emulatorHubPort(9595) };
const hostUrl = `http://localhost:${ports.host}`;
const STARTUP_MS = 100_000;
const TYPED = 'still-typed@example.com';

let app: StartedApp | undefined;

test.beforeAll(async () => {
  test.setTimeout(STARTUP_MS + 10_000);
  const env = {
    ...startEnv(ports, mkdtempSync(join(tmpdir(), 'thryve-dev-'))),
    AUTH_REMOTE_URL: remoteManifestUrl(ports.remote),
  };
  const child = spawn(process.execPath, ['scripts/start.mjs', '--dev'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  app = { child, output: () => output, exited };
  await waitUntilRunning(app, STARTUP_MS);
});

test.afterAll(async () => {
  if (!app) return;
  // Ctrl-C: start.mjs stops its parts (the emulator last); SIGKILL only if it does not exit.
  app.child.kill('SIGINT');
  const timer = setTimeout(() => app?.child.kill('SIGKILL'), 20_000);
  await app.exited;
  clearTimeout(timer);
});

/**
 * Opens /signin, types an email and marks the window; then saves `file` with `edit` applied, waits for `changed`
 * to show, and checks that the page was not reloaded (the mark and the typed email are still there). The file is
 * put back as it was, whatever happens, and then `restored` waits until the page shows it: the next test opens its
 * page once the dev servers have rebuilt, not while they do (such a page can be told of an update that the next
 * rebuild has replaced already, get a 404 for it, and reload).
 */
async function expectRefreshedInPlace(
  page: Page,
  {
    file,
    edit,
    changed,
    restored,
  }: {
    file: string;
    edit: (source: string) => string;
    changed: () => Promise<void>;
    restored: () => Promise<void>;
  },
) {
  const signIn = new SignInPage(page);
  await signIn.goto(`${hostUrl}/signin`);
  await signIn.email.fill(TYPED);
  await page.evaluate(() => Object.assign(window, { __noReload: true }));

  const path = join(root, file);
  const original = readFileSync(path);
  const edited = edit(original.toString());
  expect(edited, `the edit changes ${file}`).not.toBe(original.toString());
  try {
    writeFileSync(path, edited);
    await changed();
    expect(await page.evaluate(() => '__noReload' in window), 'the page was not reloaded').toBe(true);
    await expect(signIn.email).toHaveValue(TYPED);
  } finally {
    writeFileSync(path, original);
  }
  await restored();
}

test('saving a component of the auth remote updates it in the host page, keeping what was typed', async ({ page }) => {
  await expectRefreshedInPlace(page, {
    file: 'auth-remote/src/components/AuthCard.tsx',
    edit: (source) =>
      source.replace('className="thryve-auth__brand"', 'className="thryve-auth__brand" data-edited="remote"'),
    changed: () => expect(page.locator('.thryve-auth__brand[data-edited="remote"]')).toBeVisible({ timeout: 30_000 }),
    restored: () => expect(page.locator('.thryve-auth__brand[data-edited]')).toHaveCount(0, { timeout: 30_000 }),
  });
});

test('saving a component of the host updates it in place, keeping what was typed in the remote screen', async ({
  page,
}) => {
  await expectRefreshedInPlace(page, {
    file: 'host/src/routes/SignInPage.tsx',
    // The host hands the screen its sign-up path: the screen's link shows the new one.
    edit: (source) => source.replace('signUpPath: paths.signUp', 'signUpPath: `${paths.signUp}?edited=host`'),
    changed: () =>
      expect(page.getByRole('link', { name: 'Create new account' })).toHaveAttribute('href', '/signup?edited=host', {
        timeout: 30_000,
      }),
    restored: () =>
      expect(page.getByRole('link', { name: 'Create new account' })).toHaveAttribute('href', '/signup', {
        timeout: 30_000,
      }),
  });
});
