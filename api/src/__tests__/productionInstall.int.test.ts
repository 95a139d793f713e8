// The API as production runs it (docs/deploy.md, "Installing and starting"): built to JavaScript, packed, installed
// with production dependencies only into a folder that holds none of the repository's code, started with plain
// `node` on PostgreSQL. It answers /readyz and a signed-in user's requests, and stops cleanly on SIGTERM.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { findRepoRoot } from '../config';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../db/__tests__/throwawayPostgres';
import { createUser, PROJECT_ID, uniqueEmail } from './support/emulator';
import { validPayload } from './support/fixtures';
import { httpClient, type HttpRequester } from './support/http';

jest.setTimeout(120_000);

const root = findRepoRoot() as string;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let folder: string;
// Kept as the promise: a failed install must still stop the PostgreSQL that was starting beside it.
let postgres: Promise<ThrowawayPostgres> | undefined;
let api: ChildProcess | undefined;
// Not support/testApp's `bearer`: that module loads the API's source, which this test must not need.
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * What the production image holds: the workspace manifests and the lockfile (so that npm installs exactly the
 * tested versions), and the API's package as `npm pack` makes it (dist/, the migrations, package.json).
 */
async function installProductionCopy(): Promise<string> {
  const run = async (command: string, args: string[], cwd: string) =>
    (await promisify(execFile)(command, args, { cwd, encoding: 'utf8' })).stdout;
  await run(npm, ['run', 'build', '--workspace=@thryve/api'], root);
  const [packed] = JSON.parse(
    await run(npm, ['pack', '--workspace=@thryve/api', '--json', '--pack-destination', folder], root),
  ) as { filename: string }[];
  mkdirSync(join(folder, 'api'));
  await run('tar', ['-xzf', join(folder, packed.filename), '-C', join(folder, 'api'), '--strip-components=1'], folder);
  copyFileSync(join(root, 'package.json'), join(folder, 'package.json'));
  copyFileSync(join(root, 'package-lock.json'), join(folder, 'package-lock.json'));
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  for (const workspace of workspaces.filter((name) => name !== 'api')) {
    mkdirSync(join(folder, workspace), { recursive: true });
    copyFileSync(join(root, workspace, 'package.json'), join(folder, workspace, 'package.json'));
  }
  // From npm's cache, which the repository's own install filled; the registry only for what the cache lacks (the
  // lockfile records no tarball addresses, so a package's metadata may have to be asked for).
  await run(
    npm,
    ['ci', '--omit=dev', '--workspace=@thryve/api', '--prefer-offline', '--no-audit', '--no-fund'],
    folder,
  );
  return join(folder, 'api');
}

/** `node dist/server.js` from the installed folder; resolves with its address once it listens. */
function startBuiltApi(cwd: string, databaseUrl: string): Promise<{ child: ChildProcess; request: HttpRequester }> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the built API exited (${code}) before listening: ${output}`)));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!listening) return;
      child.removeAllListeners('exit');
      child.stdout!.removeAllListeners('data').resume();
      resolve({ child, request: httpClient(listening[1]) });
    });
  });
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'thryve-api-install-'));
});

afterAll(async () => {
  if (api && api.exitCode === null && api.signalCode === null) api.kill('SIGKILL');
  await (await postgres?.catch(() => undefined))?.stop();
  rmSync(folder, { recursive: true, force: true });
});

it('runs from a production install with node: ready, serves a signed-in user, stops on SIGTERM', async () => {
  postgres = startThrowawayPostgres();
  const [installed, database] = await Promise.all([installProductionCopy(), postgres]);
  const started = await startBuiltApi(installed, database.url);
  api = started.child;

  expect((await started.request({ url: '/readyz' })).statusCode).toBe(200);
  const user = await createUser(uniqueEmail('prod-install'));
  const registered = await started.request({
    method: 'POST',
    url: '/api/Identity/register',
    headers: bearer(user.idToken),
    payload: validPayload(user.email),
  });
  expect(registered.statusCode).toBe(201);
  const profile = await started.request({ url: '/api/Identity/user', headers: bearer(user.idToken) });
  expect(profile.statusCode).toBe(200);
  expect(profile.json()).toMatchObject({ email: user.email });

  const exited = new Promise<number | null>((resolve) => api!.once('exit', (code) => resolve(code)));
  api.kill('SIGTERM');
  expect(await exited).toBe(0);
});
