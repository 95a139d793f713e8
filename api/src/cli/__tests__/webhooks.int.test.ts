import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { findRepoRoot } from '../../config';
import { startApi, type ApiProcess } from '../../db/__tests__/apiProcess';
import { newPostgresUrl } from '../../db/__tests__/testDatabases';
import { operatorSocketPath } from '../../operator/operatorSocket';

jest.setTimeout(180_000);

const root = findRepoRoot() as string;

interface Outcome {
  status: number;
  stdout: string;
  stderr: string;
}

/** The command as `npm run webhooks -- ...` runs it (tsx on the file, in api/), as a process of its own. */
function webhooks(args: string[], env: NodeJS.ProcessEnv): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      join(root, 'node_modules/.bin/tsx'),
      ['src/cli/webhooks.ts', ...args],
      { cwd: join(root, 'api'), env: { ...process.env, LOG_LEVEL: 'warn', ...env } },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const secretOf = (stdout: string) => stdout.match(/^whsec_[A-Za-z0-9+/=]+$/m)?.[0];
const idOf = (stdout: string) => stdout.match(/^Added (ep_\S+)$/m)?.[1] as string;

const dirs: string[] = [];
const apis: ApiProcess[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'thryve-hooks-'));
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

/** Add, list, rotate, remove and the refusals, against whatever database `env` names, an API running on it. */
async function operatorSession(env: NodeJS.ProcessEnv) {
  const added = await webhooks(['add', 'http://127.0.0.1:4000/webhooks/thryve', '--events', 'user.deleted'], env);
  expect(added).toMatchObject({ status: 0, stderr: '' });
  const id = idOf(added.stdout);
  const secret = secretOf(added.stdout);
  expect(secret).toMatch(/^whsec_/);

  const listed = await webhooks(['list'], env);
  expect(listed.status).toBe(0);
  expect(listed.stdout).toContain(`${id}  http://127.0.0.1:4000/webhooks/thryve`);
  expect(listed.stdout).toContain('events: user.deleted');
  expect(listed.stdout).not.toContain('whsec_');
  const json = JSON.parse((await webhooks(['list', '--json'], env)).stdout) as { id: string }[];
  expect(json.map((endpoint) => endpoint.id)).toEqual([id]);

  const rotated = await webhooks(['rotate', id], env);
  expect(rotated.status).toBe(0);
  expect(secretOf(rotated.stdout)).toMatch(/^whsec_/);
  expect(secretOf(rotated.stdout)).not.toBe(secret);
  expect(rotated.stdout).toContain('signed with the new and the old secret until');

  const disabled = await webhooks(['disable', id], env);
  expect(disabled).toMatchObject({ status: 0, stderr: '' });
  expect(disabled.stdout).toMatch(new RegExp(`^Disabled ${id} \\(since (\\S+)\\): nothing is sent to it`));
  const since = disabled.stdout.match(/since (\S+)\)/)![1];
  expect((await webhooks(['list'], env)).stdout).toContain(`DISABLED since ${since} (nothing is sent to it)`);
  expect((await webhooks(['enable', id], env)).stdout).toContain(`Events from ${since} until now were not sent to it.`);
  expect((await webhooks(['list'], env)).stdout).toContain('  enabled, added');
  const unknown = await webhooks(['disable', 'ep_none'], env);
  expect(unknown.status).toBe(1);
  expect(unknown.stderr).toContain('No endpoint ep_none');

  const refused = await webhooks(['add', 'http://169.254.169.254/latest/meta-data/'], env);
  expect(refused).toMatchObject({ status: 1, stdout: '' });
  expect(refused.stderr).toContain('Refused: 169.254.169.254 is a linkLocal address');

  expect((await webhooks(['remove', id], env)).stdout).toContain(`Removed ${id}`);
  const again = await webhooks(['remove', id], env);
  expect(again.status).toBe(1);
  expect(again.stderr).toContain(`No endpoint ${id}: npm run webhooks -- list shows the endpoints`);
  expect((await webhooks(['list'], env)).stdout).toContain('No endpoints.');
}

describe('npm run webhooks beside a running API', () => {
  it('on the embedded database: the running API runs the commands; stopped, the command opens the folder itself', async () => {
    const dataDir = tempDir();
    const api = await startApi(dataDir);
    apis.push(api);
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    // Only the folder's owner may reach the socket.
    expect(statSync(join(dataDir, 'operator')).mode & 0o777).toBe(0o700);
    expect(statSync(operatorSocketPath(dataDir)).isSocket()).toBe(true);

    await operatorSession(env);
    const kept = idOf((await webhooks(['add', 'http://localhost:4000/hooks'], env)).stdout);
    // The API kept serving while the commands ran through it.
    expect((await api.request({ url: '/readyz' })).statusCode).toBe(200);

    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
    const alone = await webhooks(['list'], env);
    expect(alone.status).toBe(0);
    expect(alone.stdout).toContain(`${kept}  http://localhost:4000/hooks`);

    // The folder is whole: an API starts on it again and the command reaches it.
    const restarted = await startApi(dataDir);
    apis.push(restarted);
    expect((await webhooks(['list'], env)).stdout).toContain(kept);
  });

  it('on PostgreSQL: the command connects itself, beside the API; a real project takes public https only', async () => {
    const databaseUrl = await newPostgresUrl();
    const api = await startApi(tempDir(), { DATABASE_URL: databaseUrl });
    apis.push(api);
    const env = { DATABASE_URL: databaseUrl };
    await operatorSession(env);

    const production: NodeJS.ProcessEnv = { ...env, FIREBASE_PROJECT_ID: 'thryve-prod' };
    const outside = await webhooks(['add', 'http://localhost:4000/hooks'], {
      ...production,
      FIREBASE_AUTH_EMULATOR_HOST: '',
    });
    expect(outside.status).toBe(1);
    expect(outside.stderr).toContain('localhost resolves to it). Endpoints must be public.');
  });

  it('answers wrong usage with the usage and status 2, and help with status 0', async () => {
    const wrong = await webhooks(['add'], {});
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain("add needs the endpoint's URL\n\nusage: npm run webhooks -- <command>");
    const help = await webhooks(['help'], {});
    expect(help).toMatchObject({ status: 0, stderr: '' });
    expect(help.stdout).toContain('rotate <id>');
  });
});
