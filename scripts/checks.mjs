#!/usr/bin/env node
// `npm run check` (typecheck and lint), `npm run typecheck`, `npm run lint`: `node scripts/checks.mjs [typecheck]
// [lint]`, both when none is named. Every check is a program of its own (each TypeScript project has its own
// libraries and types; ESLint, Prettier and knip read the whole repository) and each uses one core: concurrently runs
// them side by side, one per core, the longest first, each one's output grouped under its name, and a table of their
// times at the end. Exits 1 if any fails.
import { availableParallelism } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import concurrently from 'concurrently';

const root = fileURLToPath(new URL('..', import.meta.url));
// The repository's tools by name, also when this script runs outside npm (`node scripts/checks.mjs`).
const PATH = `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH}`;
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
    command: 'tsc',
    args: ['-p', project, ...pretty],
  })),
  lint: [
    { name: 'eslint', command: 'eslint', args: ['.', '--max-warnings=0'] },
    { name: 'prettier', command: 'prettier', args: ['--check', '.'] },
    { name: 'knip', command: 'knip', args: [] },
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

const { result } = concurrently(
  checks.map(({ name, command, args }) => ({ name, command: [command, ...args].join(' '), env: { PATH } })),
  { cwd: root, maxProcesses: availableParallelism(), group: true, prefix: 'name', timings: true },
);
process.exit(
  await result.then(
    () => 0,
    () => 1,
  ),
);
