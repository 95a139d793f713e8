#!/usr/bin/env node
// `npm run check` (typecheck and lint), `npm run typecheck`, `npm run lint`: `node scripts/checks.mjs [typecheck]
// [lint]`, both when none is named. Every check is a program of its own (each TypeScript project has its own
// libraries and types; ESLint, Prettier and knip read the whole repository) and each uses one core: they run side by
// side, one per core, the longest first, and each one's output is printed whole when it ends. Exits 1 if any fails.
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules/.bin', name);
const pretty = process.stdout.isTTY ? ['--pretty'] : [];

// Longest first (CPU time measured on each), so that the last to start is a short one and the cores end together.
const TSC_PROJECTS = [
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
const GROUPS = {
  typecheck: TSC_PROJECTS.map((project) => ({
    name: `tsc -p ${project}`,
    command: bin('tsc'),
    args: ['-p', project, ...pretty],
  })),
  lint: [
    { name: 'eslint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
    { name: 'prettier', command: bin('prettier'), args: ['--check', '.'] },
    { name: 'knip', command: bin('knip'), args: [] },
  ],
};
const LONGEST = ['eslint', 'prettier'];

const named = process.argv.slice(2);
const unknown = named.filter((group) => !(group in GROUPS));
if (unknown.length) {
  console.error(`usage: node scripts/checks.mjs [${Object.keys(GROUPS).join('] [')}] (unknown: ${unknown.join(', ')})`);
  process.exit(2);
}
const checks = (named.length ? named : Object.keys(GROUPS)).flatMap((group) => GROUPS[group]);
checks.sort((a, b) => Number(LONGEST.includes(b.name)) - Number(LONGEST.includes(a.name)));

/** Runs one check: whether it passed, and what it printed. */
function run({ name, command, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    execFile(command, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ name, ok: !error, output: stdout + stderr, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const queue = [...checks];
let failed = false;
async function worker() {
  for (let check = queue.shift(); check; check = queue.shift()) {
    const result = await run(check);
    failed ||= !result.ok;
    const status = `${result.ok ? 'ok' : 'FAILED'}  ${result.name} (${result.seconds.toFixed(1)} s)`;
    process.stdout.write(result.ok ? `${status}\n` : `\n${status}\n${result.output}\n`);
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), checks.length) }, worker));
process.exit(failed ? 1 : 0);
