// The role command a person runs (`npm run role`, api/src/cli/setRole.ts), against the browser tests' emulator.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { EMULATOR_PROJECT_ID } from '../../scripts/testing/authEmulator';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run role -w @thryve/api -- <email> <role>`: sets the claim and revokes the user's refresh tokens in the
 * emulator of this run (FIREBASE_AUTH_EMULATOR_HOST, set by scripts/with-auth-emulator.mjs), and records the
 * revocation in the database of the API the browser talks to: PGlite in E2E_DATA_DIR, which that running API holds,
 * so the command hands it the record (as beside `npm start`). Returns what it printed.
 */
export async function runRoleCommand(email: string, role: string): Promise<string> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
    DATA_DIR: process.env.E2E_DATA_DIR,
  };
  delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'role', '-w', '@thryve/api', '--', email, role],
    {
      cwd: root,
      env,
    },
  );
  return stdout;
}
