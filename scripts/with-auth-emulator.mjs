#!/usr/bin/env node
// Usage: node scripts/with-auth-emulator.mjs <command> [args...]
// Runs the command inside `firebase emulators:exec`: a fresh Auth emulator on AUTH_EMULATOR_PORT (default 9399,
// apart from npm start's 9099), which sets FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT, and stops the emulator
// when the command ends. A busy port is refused by firebase before the command runs.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { constants } from 'node:os';

import { emulatorUrl } from '@thryve/contract/defaults';

import { PROJECT_ID, authEmulatorCommand } from './lib/authEmulator.mjs';

const words = process.argv.slice(2);
if (!words.length) {
  console.error('usage: with-auth-emulator <command> [args...]');
  process.exit(2);
}
const port = Number(process.env.AUTH_EMULATOR_PORT || 9399);
const firebase = authEmulatorCommand('emulators:exec', { port });
// firebase runs the command through a shell: each word quoted. CI is set for firebase alone (authEmulator.mjs);
// the command gets the caller's.
const quote = (word) => `'${word.replaceAll("'", `'\\''`)}'`;
const script = `${process.env.CI ? '' : 'unset CI; '}exec ${words.map(quote).join(' ')}`;
// Quiet: the emulator's own lines stay out of the tests' output; an error (a busy port) is still printed.
const child = spawn(firebase.command, [...firebase.args, '--log-verbosity', 'QUIET', script], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...firebase.env,
    THRYVE_AUTH_EMULATOR_URL: emulatorUrl(port),
    THRYVE_FIREBASE_PROJECT_ID: PROJECT_ID,
  },
  // A group of its own, signalled as one: firebase stops the emulator on SIGTERM but leaves the command running.
  detached: true,
});
// firebase exits 0 once it has stopped on a signal: a run that was stopped ends as one killed by that signal.
let stoppedBy = null;
const forward = (signal) => {
  stoppedBy = signal;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
const code = await new Promise((resolve) =>
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
);
rmSync(firebase.dir, { recursive: true, force: true });
process.exit(stoppedBy ? 128 + constants.signals[stoppedBy] : code);
