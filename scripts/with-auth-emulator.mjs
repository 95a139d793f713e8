#!/usr/bin/env node
// Usage: node scripts/with-auth-emulator.mjs <command> [args...]
// Runs the command with a fresh Firebase Auth Emulator on AUTH_EMULATOR_PORT (default 9399, apart from npm start's
// 9099) and FIREBASE_AUTH_EMULATOR_HOST set, then stops the emulator.
import { spawn } from 'node:child_process';

import { PROJECT_ID, startAuthEmulator } from './lib/authEmulator.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-auth-emulator <command> [args...]');
  process.exit(2);
}
const emulator = await startAuthEmulator({ quiet: true, port: Number(process.env.AUTH_EMULATOR_PORT || 9399) });
const child = spawn(command, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    THRYVE_AUTH_EMULATOR_URL: emulator.origin,
    GCLOUD_PROJECT: PROJECT_ID,
    THRYVE_FIREBASE_PROJECT_ID: PROJECT_ID,
  },
});
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
const code = await new Promise((resolve) =>
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
);
await emulator.stop();
process.exit(code);
