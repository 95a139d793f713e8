// Starts the Firebase Auth Emulator from firebase-tools, on 127.0.0.1:AUTH_EMULATOR_PORT.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { DEFAULT_PORTS, DEMO_PROJECT_ID, emulatorHost, emulatorSidePorts, emulatorUrl } from '@thryve/shared/defaults';

import { startProcess, stopProcess, waitForPortFree, waitForUrl } from './processes.mjs';

export const PROJECT_ID = process.env.THRYVE_FIREBASE_PROJECT_ID || DEMO_PROJECT_ID;
const root = fileURLToPath(new URL('../..', import.meta.url));

async function isEmulatorUp(origin) {
  try {
    const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(1000) });
    const body = await response.json();
    return Boolean(body && body.authEmulator);
  } catch {
    return false;
  }
}

/**
 * Answer like production projects with email-enumeration protection: `auth/invalid-credential`
 * instead of `auth/wrong-password` / `auth/user-not-found`.
 */
async function configureLikeProduction(origin) {
  // Right after start the emulator may still drop a connection: try a few times.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(`${origin}/emulator/v1/projects/${PROJECT_ID}/config`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
      });
      if (response.ok) return;
      throw new Error(`Could not configure the Auth emulator: ${response.status} ${await response.text()}`);
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * Returns { origin, host, stop }. An emulator already on the port is an error, never adopted: whoever started it
 * may stop it under us. `dataDir`: accounts are imported from it at start and exported to it on stop, so they
 * survive restarts.
 */
export async function startAuthEmulator({
  port = Number(process.env.AUTH_EMULATOR_PORT || DEFAULT_PORTS.authEmulator),
  quiet = false,
  dataDir = null,
} = {}) {
  const origin = emulatorUrl(port);
  const host = emulatorHost(port);
  const { hub, logging } = emulatorSidePorts(port);
  if (await isEmulatorUp(origin)) {
    throw new Error(`Port ${port} already has an Auth emulator: stop it, or set AUTH_EMULATOR_PORT.`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'thryve-emulator-'));
  const configPath = join(dir, 'firebase.json');
  writeFileSync(
    configPath,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        // Fixed beside the auth port: left to itself firebase takes 4400 and 4500 when free, ports that other
        // servers (the browser tests') expect to have.
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', configPath];
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    if (existsSync(join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);
    args.push('--export-on-exit', dataDir);
  }
  const child = startProcess('auth-emulator', join(root, 'node_modules/.bin/firebase'), args, {
    cwd: dir,
    quiet,
    // TMPDIR of its own: firebase finds "the" hub of a project through a file in the temp folder, so an export
    // on exit could otherwise ask another emulator of the same project (another test run's) for its accounts.
    env: { NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '', TMPDIR: dir },
    // Exporting accounts on exit takes a moment: give it time before a hard kill.
    graceMs: 15_000,
  });
  await waitForUrl(`${origin}/`, { timeoutMs: 90_000, child });
  await configureLikeProduction(origin);
  return {
    origin,
    host,
    child,
    stop: async () => {
      await stopProcess(child);
      await waitForPortFree(port);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
