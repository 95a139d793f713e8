// The API as production runs it (docs/deploy.md, "Installing and starting"): built to JavaScript, packed, installed
// with production dependencies only into a folder that holds none of the repository's code, started with plain
// `node` on PostgreSQL. It answers /readyz and a signed-in user's requests, and stops cleanly on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { installProductionCopy } from '../../../scripts/testing/productionInstall';
import { findRepoRoot } from '../config';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../db/__tests__/throwawayPostgres';
import { createUser, PROJECT_ID, uniqueEmail } from './support/emulator';
import { validPayload } from './support/fixtures';
import { httpClient, type HttpRequester } from './support/http';

jest.setTimeout(120_000);

const root = findRepoRoot() as string;
let folder: string;
// Kept as the promise: a failed install must still stop the PostgreSQL that was starting beside it.
let postgres: Promise<ThrowawayPostgres> | undefined;
let api: ChildProcess | undefined;
// Not support/testApp's `bearer`: that module loads the API's source, which this test must not need.
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

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
  const [installed, database] = await Promise.all([
    installProductionCopy(root, 'api', '@thryve/api', folder),
    postgres,
  ]);
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
