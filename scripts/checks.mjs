#!/usr/bin/env node
// `npm run typecheck`: `tsc -p` on every TypeScript project of the repository. Each project has its own libraries and
// types (DOM or Node, jest or not), so each is a program of its own; they share nothing, so they run side by side, one
// per core, and each one's errors are printed together when it ends. Exits 1 if any project has errors.
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));

// The largest first: the last to start is then a short one, and the cores finish together.
const PROJECTS = [
  'tsconfig.browser-tests.json',
  'api',
  'bench',
  'e2e',
  'auth-remote',
  'host',
  'page-server',
  'server',
  'tsconfig.json',
  'examples/embed-host',
  'federation',
  'shared',
  'examples/partner-backend',
  'contract',
];

const pretty = process.stdout.isTTY ? ['--pretty'] : [];

/** `tsc -p project`: whether it passed, and what it printed. */
function check(project) {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tsc, '-p', project, ...pretty],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ project, ok: !error, output: stdout + stderr }),
    );
  });
}

const queue = [...PROJECTS];
let failed = false;
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const result = await check(project);
    if (result.ok) continue;
    failed = true;
    process.stdout.write(`\ntsc -p ${result.project}: errors\n${result.output}`);
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, worker));
process.exit(failed ? 1 : 0);
