#!/usr/bin/env node
// `npm start`: the whole composed app on the embedded defaults, in one terminal.
//   Auth emulator (9099) -> API on PGlite (8080) -> auth remote (3001) -> host (3000). Ctrl-C stops everything.
// Production builds served by scripts/lib/staticServer.mjs; `npm run dev` (--dev) runs rspack dev servers instead.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PROJECT_ID, startAuthEmulator } from './lib/authEmulator.mjs';
import { startProcess, stopProcess, waitForUrl } from './lib/processes.mjs';
import { createStaticServer, runtimeConfigFromEnv } from './lib/staticServer.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');
const ports = {
  host: Number(process.env.HOST_PORT || 3000),
  remote: Number(process.env.AUTH_REMOTE_PORT || 3001),
  api: Number(process.env.API_PORT || 8080),
  emulator: Number(process.env.AUTH_EMULATOR_PORT || 9099),
};
// THRYVE_AUTH_EMULATOR_URL='' selects the real Firebase project given by THRYVE_FIREBASE_* (see README).
const useEmulator = process.env.THRYVE_AUTH_EMULATOR_URL !== '';

const stoppers = [];
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  for (const stop of stoppers.reverse()) {
    try {
      await stop();
    } catch (error) {
      console.error(error);
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code})`)),
    );
  });
}

function listen(server, port, label) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => {
      stoppers.push(() => new Promise((done) => server.close(() => done())));
      console.log(`[${label}] serving on http://localhost:${port}`);
      resolve();
    });
  });
}

try {
  const env = {
    THRYVE_API_URL: process.env.THRYVE_API_URL || `http://localhost:${ports.api}/`,
    AUTH_REMOTE_URL: process.env.AUTH_REMOTE_URL || `http://localhost:${ports.remote}/mf-manifest.json`,
    THRYVE_AUTH_EMULATOR_URL: useEmulator ? `http://127.0.0.1:${ports.emulator}` : '',
    HOST_PORT: String(ports.host),
    AUTH_REMOTE_PORT: String(ports.remote),
  };
  const apiEnv = {
    API_PORT: String(ports.api),
    CORS_ORIGINS: process.env.CORS_ORIGINS || `http://localhost:${ports.host},http://127.0.0.1:${ports.host}`,
    FIREBASE_PROJECT_ID: process.env.THRYVE_FIREBASE_PROJECT_ID || PROJECT_ID,
  };

  if (useEmulator) {
    console.log('Starting the Firebase Auth emulator…');
    const emulator = await startAuthEmulator({
      port: ports.emulator,
      dataDir: join(root, '.data/auth-emulator'),
      reuse: true,
    });
    stoppers.push(emulator.stop);
    apiEnv.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  }

  const api = startProcess('api', join(root, 'node_modules/.bin/tsx'), ['api/src/server.ts'], {
    cwd: root,
    env: { ...env, ...apiEnv },
  });
  stoppers.push(() => stopProcess(api, 10_000));

  if (dev) {
    for (const [label, workspace] of [
      ['auth-remote', '@thryve/auth-remote'],
      ['host', '@thryve/host'],
    ]) {
      const child = startProcess(label, 'npm', ['run', 'dev', `--workspace=${workspace}`], { cwd: root, env });
      stoppers.push(() => stopProcess(child));
    }
  } else {
    console.log('Building the auth remote and the host for production…');
    await run('npm', ['run', 'build', '--workspace=@thryve/auth-remote', '--workspace=@thryve/host'], env);
    const runtimeConfig = runtimeConfigFromEnv({ ...process.env, ...env });
    await listen(
      createStaticServer({ dir: join(root, 'auth-remote/dist'), runtimeConfig }),
      ports.remote,
      'auth-remote',
    );
    await listen(createStaticServer({ dir: join(root, 'host/dist'), runtimeConfig }), ports.host, 'host');
  }

  await waitForUrl(`http://localhost:${ports.api}/healthz`, { timeoutMs: 60_000, child: api });
  await waitForUrl(`http://localhost:${ports.remote}/remoteEntry.js`, { timeoutMs: 120_000 });
  await waitForUrl(`http://localhost:${ports.host}/`, { timeoutMs: 120_000 });
  console.log(
    `\n  Thryve Health is running: http://localhost:${ports.host}\n  (API http://localhost:${ports.api}, auth remote http://localhost:${ports.remote}${useEmulator ? `, Auth emulator http://127.0.0.1:${ports.emulator}` : ''})\n  Press Ctrl-C to stop.\n`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
