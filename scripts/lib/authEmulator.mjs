// The Firebase Auth emulator as firebase-tools runs it: `emulators:exec` around the tests, `emulators:start` under
// `npm start`. What we add is only what the CLI has no flag for: the port of each run, in a copy of firebase.json.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { DEMO_PROJECT_ID, emulatorHubPort } from '@thryve/contract/defaults';

export const PROJECT_ID = process.env.THRYVE_FIREBASE_PROJECT_ID || DEMO_PROJECT_ID;
const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Imported at every fresh start: the emulator's config as an export of firebase-tools, so that it answers like
 * production projects with email-enumeration protection (`auth/invalid-credential`, never
 * `auth/wrong-password` or `auth/user-not-found`).
 */
export const SEED_DIR = join(root, 'emulator-seed');

/**
 * `firebase <command> --only auth` on 127.0.0.1:port, its hub on the next port, for PROJECT_ID; `importDir` is
 * loaded at start, `exportDir` written on the way out. Returns the command, its arguments, the environment it
 * needs and `dir`, a temporary folder of its own (its config and debug log) for the caller to remove.
 */
export function authEmulatorCommand(command, { port, importDir = SEED_DIR, exportDir } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'thryve-emulator-'));
  const { emulators } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  // The hub is fixed beside the auth port: left to itself it takes 4400 when free, a port others may expect.
  const hub = { host: emulators.auth.host, port: emulatorHubPort(port) };
  const config = join(dir, 'firebase.json');
  writeFileSync(config, JSON.stringify({ emulators: { ...emulators, auth: { ...emulators.auth, port }, hub } }));
  const args = [command, '--only', 'auth', '--project', PROJECT_ID, '--config', config, '--import', importDir];
  if (exportDir) args.push('--export-on-exit', exportDir);
  return {
    command: join(root, 'node_modules/.bin/firebase'),
    args,
    dir,
    env: {
      // firebase-tools reads this variable's default ("false") as true and opens a logging emulator that only its
      // UI uses: set, it is read right.
      START_LOGGING_EMULATOR: 'false',
      // No network: no update check, and (CI set) no message-of-the-day fetch, which offline only prints a warning.
      NO_UPDATE_NOTIFIER: '1',
      CI: process.env.CI || 'true',
      // Its debug log in our folder, not in the working directory of the command it runs.
      FIREBASE_DEBUG_PATH: join(dir, 'firebase-debug.log'),
    },
  };
}
