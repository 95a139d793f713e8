// Browser tests of the composed app: production builds (npm run build: the pages, the page server and the API), each
// run as production runs it (plain `node` on the built JavaScript), against a real API (PGlite in a temp folder) and
// the Firebase Auth emulator started by scripts/with-auth-emulator.mjs. The account specs run once more (project
// `postgres`) against a second API on PostgreSQL, with its own host and example host.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from '@playwright/test';

import { EMULATOR_PROJECT_ID } from '../scripts/testing/authEmulator';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import {
  E2E_PARTNER_KEY,
  E2E_PORTS,
  E2E_URLS,
  emulatorOrigin,
  ON_BOTH_DATABASES,
  OUTSIDE_HOSTS,
  outsideHostPort,
  STACKS,
} from './support/ports';
import type { StackOptions } from './support/test';

const root = fileURLToPath(new URL('..', import.meta.url));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'thryve-e2e-'));

const pageEnv = {
  THRYVE_API_URL: E2E_URLS.api,
  AUTH_REMOTE_URL: E2E_URLS.remoteManifest,
  THRYVE_AUTH_EMULATOR_URL: emulatorOrigin(),
};
const origins = (...ports: number[]) => ports.map((port) => `http://localhost:${port}`).join(',');
/** The API's env, on either database. */
const apiEnv = (port: number, corsOrigins: string) => ({
  API_PORT: String(port),
  CORS_ORIGINS: corsOrigins,
  FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
  FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
  LOG_LEVEL: 'warn',
  THRYVE_PARTNER_KEYS: E2E_PARTNER_KEY,
});
const servePages = (dir: string, port: number, env: Record<string, string> = {}) => ({
  command: `node page-server/dist/serve.js --dir ${dir} --port ${port}`,
  cwd: root,
  url: `http://localhost:${port}/`,
  env: { ...pageEnv, ...env },
  reuseExistingServer: false,
  timeout: 30_000,
});

export default defineConfig<StackOptions>({
  testDir: './specs',
  outputDir: join(root, 'test-results'),
  // One baseline for every platform (no -linux suffix): CI and people compare against the committed screenshots.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  projects: [
    { name: 'pglite', use: { baseURL: STACKS.pglite.host, stack: STACKS.pglite } },
    {
      // The account specs, and mount's account test, on PostgreSQL too: the tests tagged ON_BOTH_DATABASES.
      name: 'postgres',
      grep: new RegExp(ON_BOTH_DATABASES),
      use: { baseURL: STACKS.postgres.host, stack: STACKS.postgres },
    },
  ],
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: 'node --enable-source-maps api/dist/server.js',
      cwd: root,
      url: `http://localhost:${E2E_PORTS.api}/healthz`,
      env: {
        ...apiEnv(
          E2E_PORTS.api,
          origins(E2E_PORTS.host, E2E_PORTS.embedHost, E2E_PORTS.downHost, ...OUTSIDE_HOSTS.map(outsideHostPort)),
        ),
        DATA_DIR: process.env.E2E_DATA_DIR,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // A throwaway PostgreSQL and two instances of the API on it; SIGTERM lets it stop the API, then the database (and its folder).
      command: 'node_modules/.bin/tsx e2e/support/postgresApi.ts',
      cwd: root,
      url: `http://localhost:${E2E_PORTS.pgApi}/healthz`,
      env: {
        ...apiEnv(E2E_PORTS.pgApi, origins(E2E_PORTS.pgHost, E2E_PORTS.pgEmbedHost)),
        SECOND_API_PORT: String(E2E_PORTS.pgApiSecond),
      },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      reuseExistingServer: false,
      timeout: 90_000,
    },
    servePages('auth-remote/dist', E2E_PORTS.remote),
    servePages('host/dist', E2E_PORTS.host, { AUTH_REMOTE_URL: E2E_URLS.hostRemoteManifest }),
    servePages('examples/embed-host/dist', E2E_PORTS.embedHost),
    servePages('host/dist', E2E_PORTS.pgHost, {
      THRYVE_API_URL: STACKS.postgres.api,
      AUTH_REMOTE_URL: E2E_URLS.hostRemoteManifest,
    }),
    servePages('examples/embed-host/dist', E2E_PORTS.pgEmbedHost, { THRYVE_API_URL: STACKS.postgres.api }),
  ],
});
