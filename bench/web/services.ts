// What the measured pages talk to: the production page server (@thryve/page-server) for each build, the Auth emulator and the API.
// Ports 5000-5099 (BENCH_PORT_BASE to move them), apart from `npm start` and the browser tests; the Auth emulator is
// the one scripts/with-auth-emulator.mjs runs the bench in (9499, BENCH_AUTH_EMULATOR_PORT: package.json).
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { DEMO_PROJECT_ID, hostRuntimeManifestUrl, localUrl } from '@thryve/contract/defaults';
import { createStaticServer, type RuntimeConfig } from '@thryve/page-server';

import { startProcess, stopProcess, waitForUrl } from '../../scripts/lib/processes.mjs';
import { distOf, type BuildName } from './configs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const base = Number(process.env.BENCH_PORT_BASE || 5000);
export const PORTS = { composed: base, remote: base + 1, single: base + 2, api: base + 80 };
export const urlOf = localUrl;

export interface Services {
  emulatorOrigin: string;
  stop(): Promise<void>;
}

async function serve(name: BuildName, port: number, runtimeConfig: RuntimeConfig): Promise<Server> {
  const server = await createStaticServer({ dir: distOf(name), runtimeConfig });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve(server));
  });
}

/** Starts the servers; `stop()` undoes it. */
export async function startServices(): Promise<Services> {
  const emulator = { host: process.env.FIREBASE_AUTH_EMULATOR_HOST, origin: process.env.THRYVE_AUTH_EMULATOR_URL };
  if (!emulator.host || !emulator.origin) throw new Error('Run through scripts/with-auth-emulator.mjs');
  // The API as production runs it: built from the current sources, under plain node.
  execFileSync('npm', ['run', 'build', '--workspace=@thryve/api'], { cwd: root, stdio: 'ignore' });
  const api: ChildProcess = startProcess(
    'bench-api',
    process.execPath,
    ['--enable-source-maps', 'api/dist/server.js'],
    {
      cwd: root,
      quiet: true,
      env: {
        API_PORT: String(PORTS.api),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'thryve-bench-web-')),
        CORS_ORIGINS: [PORTS.composed, PORTS.single].map(urlOf).join(','),
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
        FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
        LOG_LEVEL: 'warn',
      },
    },
  );
  const page = {
    apiBaseUrl: `${urlOf(PORTS.api)}/`,
    authEmulatorUrl: emulator.origin,
    // The remote's build for hosts that provide their federation runtime, as `npm start` serves it.
    authRemoteUrl: hostRuntimeManifestUrl(PORTS.remote),
  };
  const { authRemoteUrl: _remote, ...singlePage } = page;
  const servers = await Promise.all([
    serve('host', PORTS.composed, page),
    serve('auth-remote', PORTS.remote, page),
    // No remote for the single bundle: no preconnect/preload hints towards it either.
    serve('single', PORTS.single, singlePage),
  ]);
  await waitForUrl(`${urlOf(PORTS.api)}/healthz`, { timeoutMs: 60_000, child: api });
  return {
    emulatorOrigin: emulator.origin,
    async stop() {
      await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
      await stopProcess(api);
    },
  };
}
