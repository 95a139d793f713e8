// Browser tests of the composed app: production builds (npm run build), served like production, against a real
// API (PGlite in a temp folder) and the Firebase Auth emulator started by scripts/with-auth-emulator.mjs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from '@playwright/test';

import { EMULATOR_PROJECT_ID } from '../scripts/testing/authEmulator';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { E2E_PORTS, E2E_URLS, emulatorOrigin, OUTSIDE_HOSTS, outsideHostPort } from './support/ports';

const root = fileURLToPath(new URL('..', import.meta.url));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'thryve-e2e-'));

const pageEnv = {
  THRYVE_API_URL: E2E_URLS.api,
  AUTH_REMOTE_URL: E2E_URLS.remoteManifest,
  THRYVE_AUTH_EMULATOR_URL: emulatorOrigin(),
};
const serveStatic = (dir: string, port: number, env: Record<string, string> = {}) => ({
  command: `node scripts/serve-static.mjs --dir ${dir} --port ${port}`,
  cwd: root,
  url: `http://localhost:${port}/`,
  env: { ...pageEnv, ...env },
  reuseExistingServer: false,
  timeout: 30_000,
});

export default defineConfig({
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
  use: {
    baseURL: E2E_URLS.host,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: 'node_modules/.bin/tsx api/src/server.ts',
      cwd: root,
      url: `http://localhost:${E2E_PORTS.api}/healthz`,
      env: {
        API_PORT: String(E2E_PORTS.api),
        DATA_DIR: process.env.E2E_DATA_DIR,
        CORS_ORIGINS: [E2E_PORTS.host, E2E_PORTS.embedHost, E2E_PORTS.downHost, ...OUTSIDE_HOSTS.map(outsideHostPort)]
          .map((port) => `http://localhost:${port}`)
          .join(','),
        FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
        FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    serveStatic('auth-remote/dist', E2E_PORTS.remote),
    serveStatic('host/dist', E2E_PORTS.host, { AUTH_REMOTE_URL: E2E_URLS.hostRemoteManifest }),
    serveStatic('examples/embed-host/dist', E2E_PORTS.embedHost),
  ],
});
