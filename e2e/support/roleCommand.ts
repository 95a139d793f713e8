// The role command a person runs (`npm run role`, api/src/cli/setRole.ts), against the browser tests' emulator.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { DEFAULT_AUTH_SETTINGS } from '../../api/src/config';
import { EMULATOR_PROJECT_ID } from '../../scripts/testing/authEmulator';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * How long after the command the browser tests' API (PGlite, no TOKEN_REVOCATION_CACHE_MS of its own unless the run
 * sets one) may still accept tokens issued before it: the command cannot reach PGlite, the API learns the revocation
 * from Firebase when its cached answer expires (api/README.md, "Token checks").
 */
export const REVOCATION_BOUND_MS = Number(
  process.env.TOKEN_REVOCATION_CACHE_MS || DEFAULT_AUTH_SETTINGS.revocationCacheMs,
);

/**
 * `npm run role -w @thryve/api -- <email> <role>`: sets the claim and revokes the user's refresh tokens in the
 * emulator of this run (FIREBASE_AUTH_EMULATOR_HOST, set by scripts/with-auth-emulator.mjs). Returns what it printed.
 */
export async function runRoleCommand(email: string, role: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID };
  // The API the browser talks to runs on PGlite: the command's PostgreSQL path is not this run's.
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
