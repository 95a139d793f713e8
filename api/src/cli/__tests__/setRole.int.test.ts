import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { afterSecond, claimsOf, createUser, PROJECT_ID, signIn, withRole } from '../../__tests__/support/emulator';
import { bearer, startTestApp, type TestApp } from '../../__tests__/support/testApp';
import { findRepoRoot } from '../../config';
import { openDatabase } from '../../db/client';
import { getAdminAuth } from '../../firebaseAdmin';

jest.setTimeout(90_000);

const run = promisify(execFile);
const root = findRepoRoot() as string;
/** A port of this suite's block where nothing listens. */
const NOTHING_LISTENS = '4321';

/** An embedded database of the command's own, where it records what it did (free: no API holds it). */
const dataDir = mkdtempSync(join(tmpdir(), 'thryve-role-'));

/** The command as README shows it (`npm run role -- ...` runs this file with tsx), with the given environment. */
const setRole = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  run(join(root, 'node_modules/.bin/tsx'), ['src/cli/setRole.ts', ...args], {
    cwd: join(root, 'api'),
    env: { ...env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

/** The environment of a shell beside `npm start`: nothing says where the emulator is, only its port. */
function besideNpmStart(port = (process.env.FIREBASE_AUTH_EMULATOR_HOST as string).split(':')[1]): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, AUTH_EMULATOR_PORT: port };
  for (const name of ['FIREBASE_AUTH_EMULATOR_HOST', 'GCLOUD_PROJECT', 'FIREBASE_PROJECT_ID']) delete env[name];
  return env;
}

let t: TestApp;
beforeAll(async () => {
  await (await openDatabase({ dataDir })).close();
  // The command records the revocation in another database than this app's (in memory), so the app learns it from
  // Firebase, within its revocation cache time (0 here; recorded in the API's own: roleBesideApi.int.test.ts).
  t = await startTestApp({ authSettings: { revocationCacheMs: 0 } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run role', () => {
  it('sets and clears the role claim, keeping other claims, and says that tokens were revoked', async () => {
    const user = await createUser();
    const auth = getAdminAuth(PROJECT_ID);
    await auth.setCustomUserClaims(user.uid, { plan: 'pro' });
    const { stdout } = await setRole([user.email, 'admin']);
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ plan: 'pro', role: 'admin' });
    expect(stdout).toContain('Refresh tokens revoked');
    await setRole([user.email, '--clear']);
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ plan: 'pro' });
  });

  it('refuses an old admin token right after the role is removed; a new sign-in has no admin role', async () => {
    const admin = await withRole(await createUser(), 'admin');
    expect((await t.request({ url: '/api/Identity/users', headers: bearer(admin.idToken) })).statusCode).toBe(200);
    // Firebase compares auth_time with the revocation time in whole seconds.
    await afterSecond(claimsOf(admin.idToken).auth_time);

    const { stdout } = await setRole([admin.email, '--clear'], besideNpmStart());
    expect(stdout).toContain('Auth emulator at 127.0.0.1:');

    const old = await t.request({ url: '/api/Identity/users', headers: bearer(admin.idToken) });
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('unauthorized');
    await afterSecond(Math.floor(Date.now() / 1000));
    const fresh = await signIn(admin);
    expect((await t.request({ url: '/api/Identity/users', headers: bearer(fresh) })).statusCode).toBe(403);
  });

  it('finds the emulator of npm start by AUTH_EMULATOR_PORT, and says to start the app when none runs', async () => {
    const user = await createUser();
    await setRole([user.email, 'coach'], besideNpmStart());
    expect((await getAdminAuth(PROJECT_ID).getUser(user.uid)).customClaims).toEqual({ role: 'coach' });

    const failure = setRole([user.email, 'admin'], besideNpmStart(NOTHING_LISTENS));
    await expect(failure).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `No Firebase Auth emulator answers at 127.0.0.1:${NOTHING_LISTENS}: start the app with npm start`,
      ),
    });
    expect((await getAdminAuth(PROJECT_ID).getUser(user.uid)).customClaims).toEqual({ role: 'coach' });
  });

  it('refuses the emulator for a real project id', async () => {
    await expect(
      setRole(['someone@example.test', 'admin'], { ...process.env, FIREBASE_PROJECT_ID: 'my-app' }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not a demo-* project'),
    });
  });

  it('fails with usage on bad arguments, and names an unknown email', async () => {
    await expect(setRole(['only-email@example.test'])).rejects.toMatchObject({
      stderr: expect.stringContaining('usage'),
    });
    await expect(setRole(['a@example.test', 'Admin!'])).rejects.toMatchObject({
      stderr: expect.stringContaining('Invalid role'),
    });
    await expect(setRole(['nobody@example.test', 'admin'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`No account nobody@example.test in project ${PROJECT_ID}`),
    });
  });
});
