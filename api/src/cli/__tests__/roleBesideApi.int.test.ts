import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterSecond, claimsOf, createUser, PROJECT_ID, withRole } from '../../__tests__/support/emulator';
import { bearer } from '../../__tests__/support/testApp';
import { findRepoRoot } from '../../config';
import { startApi, type ApiProcess } from '../../db/__tests__/apiProcess';
import { newPostgresUrl } from '../../db/__tests__/testDatabases';
import { getAdminAuth } from '../../firebaseAdmin';
import { startPartnerReceiver } from '../../webhooks/__tests__/partnerReceiver';

jest.setTimeout(180_000);

const root = findRepoRoot() as string;

/** An operator's command (`npm run role`, `npm run webhooks` run this file with tsx), as a process of its own. */
function command(file: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      join(root, 'node_modules/.bin/tsx'),
      [`src/cli/${file}`, ...args],
      { cwd: join(root, 'api'), env: { ...process.env, LOG_LEVEL: 'warn', ...env } },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const dirs: string[] = [];
const apis: ApiProcess[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'thryve-role-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const api of apis) {
    api.child.kill('SIGTERM');
    await api.exited;
  }
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/**
 * An API that asks Firebase about a user's revocation at most once a minute: a token it accepted stays accepted for
 * the test's length unless the revocation reaches its database.
 */
const SLOW_FIREBASE = { TOKEN_REVOCATION_CACHE_MS: '60000' };

/** A role removed beside a running API, whose database `env` names: refused at once there, and partners hear of it. */
async function roleChangeBesideApi(api: ApiProcess, env: NodeJS.ProcessEnv) {
  const partner = await startPartnerReceiver();
  try {
    const added = await command('webhooks.ts', ['add', partner.url, '--events', 'role.changed'], env);
    expect(added).toMatchObject({ status: 0, stderr: '' });
    partner.setSecret(added.stdout.match(/^whsec_\S+$/m)![0]);

    const admin = await withRole(await createUser(), 'admin');
    const users = { url: '/api/Identity/users', headers: bearer(admin.idToken) };
    expect((await api.request(users)).statusCode).toBe(200);
    // Firebase compares auth_time with the revocation time in whole seconds.
    await afterSecond(claimsOf(admin.idToken).auth_time);

    const changed = await command('setRole.ts', [admin.email, 'coach'], env);
    expect(changed).toMatchObject({ status: 0, stderr: '' });

    const old = await api.request(users);
    expect(old.statusCode).toBe(401);
    const [heard] = await partner.waitFor(1);
    expect(heard.event).toEqual({
      type: 'role.changed',
      timestamp: expect.any(String),
      data: { uid: admin.uid, role: 'coach', previousRole: 'admin' },
    });
    expect(changed.stdout).toContain("Recorded in the API's database, with partners' role.changed");
  } finally {
    await partner.close();
  }
}

describe('npm run role beside a running API', () => {
  it('on the embedded database: the running API records the revocation and role.changed', async () => {
    const dataDir = tempDir();
    const api = await startApi(dataDir, SLOW_FIREBASE);
    apis.push(api);
    await roleChangeBesideApi(api, { DATA_DIR: dataDir, DATABASE_URL: '' });
  });

  it('on PostgreSQL: the command records them itself, and the API refuses the old token at once', async () => {
    const databaseUrl = await newPostgresUrl();
    const api = await startApi(tempDir(), { ...SLOW_FIREBASE, DATABASE_URL: databaseUrl });
    apis.push(api);
    await roleChangeBesideApi(api, { DATABASE_URL: databaseUrl });
  });

  it('changes nothing in Firebase when the embedded folder holds no database', async () => {
    const user = await withRole(await createUser(), 'editor');
    const refused = await command('setRole.ts', [user.email, 'admin'], { DATA_DIR: tempDir(), DATABASE_URL: '' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('No embedded database in');
    expect((await getAdminAuth(PROJECT_ID).getUser(user.uid)).customClaims).toEqual({ role: 'editor' });
  });
});
