#!/usr/bin/env node
// Runs one command for startProcess (processes.mjs) and ties its life to its starter's. The starter holds our
// stdin open; when the starter goes, however it died (even SIGKILL, which no handler sees), the pipe closes and
// we stop the command's whole process group. Also on SIGTERM/SIGINT from the starter.
// Usage: node guard.mjs <graceMs> <command> [args...]. Exit: the command's code, or 128 + its signal's number.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const [grace, command, ...args] = process.argv.slice(2);
// Its own process group: stopping it reaches everything it starts (firebase's emulator tree, for one).
const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
// Its output passes through us: once the starter is gone, writing there fails (EPIPE), and we drop the output
// rather than let the command fail on it while it shuts down (the emulator exporting its accounts, the API
// closing its database).
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  to.on('error', () => from.unpipe(to).resume());
  from.pipe(to);
}

// Once the command has exited and been reaped, its pid (and so its group id, when the group is empty) may be
// given to an unrelated process: a PostgreSQL backend makes itself a group leader, for one. So after the exit we
// signal the group once, at once, and never again.
let exited = false;
const signalGroup = (signal) => {
  if (exited) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* the group is gone already */
  }
};
let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  signalGroup('SIGTERM');
  // Not unref'd: we must live to send it if the command ignores SIGTERM.
  setTimeout(() => signalGroup('SIGKILL'), Number(grace));
}
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('SIGHUP', stop);

child.on('error', (error) => {
  console.error(`cannot start ${command}: ${error.message}`);
  process.exit(127);
});
const finish = (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
child.on('exit', (code, signal) => {
  // What the command left behind in its group goes with it.
  signalGroup('SIGKILL');
  exited = true;
  // Its last output still on the way: `close` says when it is through (or, if some process outside the group
  // still holds its output open, we go anyway).
  setTimeout(() => finish(code, signal), 2000);
});
child.on('close', finish);
