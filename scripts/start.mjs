#!/usr/bin/env node
// `npm start`: the whole composed app on the embedded defaults, in one terminal.
//   Auth emulator -> API on PGlite -> auth remote -> host (ports: contract/defaults.cjs). Ctrl-C stops everything.
// Production builds, as production runs them: the API and the page server (page-server/) built to JavaScript, each
// under plain `node`, one page server per build folder (`--no-build`: run the builds already there); `npm run dev`
// (--dev) runs the API's TypeScript through tsx and rspack dev servers instead.
// It owns what it starts: every port is checked first (a busy one is refused, never shared); if any part dies,
// the others are stopped and it exits non-zero; its children die with it, even on SIGKILL (scripts/lib/guard.mjs).
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  DEFAULT_PORTS,
  emulatorHost,
  emulatorHubPort,
  emulatorUrl,
  hostRuntimeManifestUrl,
  localCorsOrigins,
  localUrl,
  remoteManifestUrl,
} from '@thryve/contract/defaults';

import { PROJECT_ID, SEED_DIR, authEmulatorCommand } from './lib/authEmulator.mjs';
import { portFromEnv, portProblem } from './lib/ports.mjs';
import { waitForUrl } from './lib/processes.mjs';
import { createSupervisor } from './lib/supervisor.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');
const build = !dev && !process.argv.includes('--no-build');
let ports;
try {
  ports = {
    host: portFromEnv('HOST_PORT', DEFAULT_PORTS.host),
    remote: portFromEnv('AUTH_REMOTE_PORT', DEFAULT_PORTS.remote),
    api: portFromEnv('API_PORT', DEFAULT_PORTS.api),
    emulator: portFromEnv('AUTH_EMULATOR_PORT', DEFAULT_PORTS.authEmulator),
  };
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// THRYVE_AUTH_EMULATOR_URL='' selects the real Firebase project given by THRYVE_FIREBASE_* (see README).
const useEmulator = process.env.THRYVE_AUTH_EMULATOR_URL !== '';
const dists = { remote: join(root, 'auth-remote/dist'), host: join(root, 'host/dist') };
const builtApi = join(root, 'api/dist/server.js');
const builtPageServer = join(root, 'page-server/dist/serve.js');

const parts = createSupervisor({ cwd: root });

try {
  const problem = await portProblem([
    { name: 'host', port: ports.host, variable: 'HOST_PORT' },
    { name: 'auth remote', port: ports.remote, variable: 'AUTH_REMOTE_PORT' },
    { name: 'API', port: ports.api, variable: 'API_PORT' },
    ...(useEmulator
      ? [
          { name: 'Auth emulator', port: ports.emulator, variable: 'AUTH_EMULATOR_PORT' },
          { name: 'Auth emulator hub', port: emulatorHubPort(ports.emulator), variable: 'AUTH_EMULATOR_PORT' },
        ]
      : []),
  ]);
  if (problem) throw new Error(problem);
  if (!dev && !build) {
    for (const [name, dir] of Object.entries(dists))
      if (!existsSync(join(dir, 'index.html')))
        throw new Error(`--no-build: no build of the ${name} in ${dir}. Run \`npm run build\` first.`);
    for (const [name, file] of [
      ['API', builtApi],
      ['page server', builtPageServer],
    ])
      if (!existsSync(file))
        throw new Error(`--no-build: no build of the ${name} (${file}). Run \`npm run build\` first.`);
  }

  const env = {
    THRYVE_API_URL: process.env.THRYVE_API_URL || `${localUrl(ports.api)}/`,
    // The production remote's build for hosts that provide their federation runtime, as the host does; the dev
    // server builds only the standalone remote (auth-remote/rspack.config.ts).
    AUTH_REMOTE_URL:
      process.env.AUTH_REMOTE_URL || (dev ? remoteManifestUrl(ports.remote) : hostRuntimeManifestUrl(ports.remote)),
    THRYVE_AUTH_EMULATOR_URL: useEmulator ? emulatorUrl(ports.emulator) : '',
    HOST_PORT: String(ports.host),
    AUTH_REMOTE_PORT: String(ports.remote),
  };
  const apiEnv = {
    API_PORT: String(ports.api),
    CORS_ORIGINS: process.env.CORS_ORIGINS || localCorsOrigins(ports.host).join(','),
    FIREBASE_PROJECT_ID: PROJECT_ID,
  };

  if (useEmulator) {
    console.log('Starting the Firebase Auth emulator…');
    // Its accounts are kept in the data folder: imported from there once it holds an export, written back on exit.
    const dataDir = resolve(process.env.AUTH_EMULATOR_DATA_DIR || join(root, '.data/auth-emulator'));
    const kept = existsSync(join(dataDir, 'firebase-export-metadata.json'));
    const firebase = authEmulatorCommand('emulators:start', {
      port: ports.emulator,
      importDir: kept ? dataDir : SEED_DIR,
      exportDir: dataDir,
    });
    parts.onStop(() => rmSync(firebase.dir, { recursive: true, force: true }));
    // Started first, so stopped last (stoppers run in reverse), after the API. TMPDIR of its own: firebase finds
    // "the" hub of a project through a file in the temp folder, and the export on exit would otherwise ask another
    // emulator of the same project (a test run's) for its accounts. Exporting takes a moment before a hard kill.
    const emulator = parts.startPart('auth-emulator', firebase.command, firebase.args, {
      env: { ...firebase.env, TMPDIR: firebase.dir },
      graceMs: 15_000,
    });
    await waitForUrl(`${emulatorUrl(ports.emulator)}/`, { timeoutMs: 90_000, child: emulator });
    apiEnv.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost(ports.emulator);
  }

  // The API's and the page server's builds take a second: they run first, and the API starts while the pages build.
  const nodeBuilds = ['--workspace=@thryve/api', '--workspace=@thryve/page-server'];
  if (build) await parts.runToEnd('build', 'npm', ['run', 'build', ...nodeBuilds], { env });
  // One process (not the tsx launcher and its node child, nor npm): the pid that listens is the pid we watch.
  const apiArgs = dev ? ['--import', 'tsx', 'api/src/server.ts'] : ['--enable-source-maps', builtApi];
  const api = parts.startPart('api', process.execPath, apiArgs, { env: { ...env, ...apiEnv }, graceMs: 10_000 });

  if (dev) {
    for (const [label, workspace] of [
      ['auth-remote', '@thryve/auth-remote'],
      ['host', '@thryve/host'],
    ])
      parts.startPart(label, 'npm', ['run', 'dev', `--workspace=${workspace}`], { env });
  } else {
    if (build) {
      console.log('Building the auth remote and the host for production…');
      await parts.runToEnd(
        'build',
        'npm',
        ['run', 'build', '--workspace=@thryve/auth-remote', '--workspace=@thryve/host'],
        { env },
      );
    }
    // One page server per build folder, as in production; the page config comes from the env above.
    for (const [label, dir, port] of [
      ['auth-remote', dists.remote, ports.remote],
      ['host', dists.host, ports.host],
    ])
      parts.startPart(label, process.execPath, [builtPageServer, '--dir', dir, '--port', String(port)], { env });
  }

  await waitForUrl(`${localUrl(ports.api)}/healthz`, { timeoutMs: 60_000, child: api });
  await waitForUrl(`${localUrl(ports.remote)}/remoteEntry.js`, { timeoutMs: 120_000 });
  await waitForUrl(`${localUrl(ports.host)}/`, { timeoutMs: 120_000 });
  if (!parts.stopping)
    console.log(
      `\n  Thryve Health is running: ${localUrl(ports.host)}\n  (API ${localUrl(ports.api)}, auth remote ${localUrl(ports.remote)}${useEmulator ? `, Auth emulator ${emulatorUrl(ports.emulator)}` : ''})\n  Press Ctrl-C to stop.\n`,
    );
} catch (error) {
  if (!parts.stopping) {
    console.error(error instanceof Error ? error.message : error);
    await parts.stopAll(1);
  }
}
