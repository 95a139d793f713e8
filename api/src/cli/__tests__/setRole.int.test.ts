import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { createUser, PROJECT_ID } from '../../__tests__/support/emulator';
import { findRepoRoot } from '../../config';
import { getAdminAuth } from '../../firebaseAdmin';

jest.setTimeout(60_000);

const run = promisify(execFile);
const root = findRepoRoot() as string;
const setRole = (...args: string[]) =>
  run(join(root, 'node_modules/.bin/tsx'), ['src/cli/setRole.ts', ...args], { cwd: join(root, 'api') });

describe('npm run role', () => {
  it('sets and clears the role claim, keeping other claims', async () => {
    const user = await createUser();
    const auth = getAdminAuth(PROJECT_ID);
    await auth.setCustomUserClaims(user.uid, { plan: 'pro' });
    await setRole(user.email, 'admin');
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ plan: 'pro', role: 'admin' });
    await setRole(user.email, '--clear');
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ plan: 'pro' });
  });

  it('fails with usage on bad arguments or an unknown email', async () => {
    await expect(setRole('only-email@example.test')).rejects.toMatchObject({
      stderr: expect.stringContaining('usage'),
    });
    await expect(setRole('nobody@example.test', 'admin')).rejects.toMatchObject({ code: 1 });
  });
});
