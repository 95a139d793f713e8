// The partner guide (docs/embedding/) shows the code of the hosts the browser tests build and drive
// (e2e/specs/outside-hosts.spec.ts) and of the example partner backend (tested beside it): each block preceded by
// `<!-- file: <path> -->` is that file, verbatim, and each quick start shows every file of its host, so that a partner
// who copies a page gets a host that is tested; the commands it gives run that host's scripts with the settings its
// files read. Its links between pages lead somewhere.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const docs = join(root, 'docs', 'embedding');
const pages = Object.fromEntries(
  readdirSync(docs)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [name, readFileSync(join(docs, name), 'utf8')]),
);

const shownFiles = (page: string) =>
  [...page.matchAll(/<!-- file: (\S+) -->\s*```\w*\n([\s\S]*?)```/g)].map(([, path, code]) => ({ path, code }));

/** The quick starts: one page per kind of outside host, showing that host's every file. */
const QUICK_STARTS = { 'webpack.md': 'webpack', 'vite.md': 'vite', 'react18.md': 'react18', 'plain.md': 'plain' };

/** The files of a quick start's host, as the browser tests copy them. */
const hostFiles = (kind: string) =>
  execFileSync('git', ['ls-files', `examples/outside-hosts/${kind}`], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

it.each(Object.entries(QUICK_STARTS))('%s shows every file of its host, whole', (page, kind) => {
  const files = hostFiles(kind);
  expect(files.length).toBeGreaterThan(0);
  expect(shownFiles(pages[page]).map(({ path }) => path)).toEqual(expect.arrayContaining(files));
});

it('backend.md shows every file of the example partner backend (its test aside), whole', () => {
  const files = execFileSync('git', ['ls-files', 'examples/partner-backend/src'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.includes('__tests__'));
  expect(files.length).toBeGreaterThan(0);
  expect(shownFiles(pages['backend.md']).map(({ path }) => path)).toEqual(files);
});

/** The commands a quick start tells the reader to run: its shell blocks, continued lines joined. */
const commandsOf = (page: string) =>
  [...page.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap(([, block]) =>
    block.replace(/\\\n/g, ' ').split('\n').filter(Boolean),
  );

// What a reader runs is what the browser tests run: `npm run build` of the host's own package.json, with the settings
// the host's files read. A script renamed, or a setting added to a host without its page, fails here.
it.each(Object.entries(QUICK_STARTS))('%s runs scripts its host has', (page, kind) => {
  const { scripts } = JSON.parse(readFileSync(join(root, 'examples/outside-hosts', kind, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const run = commandsOf(pages[page]).flatMap((command) =>
    [...command.matchAll(/\bnpm run (\S+)/g)].map(([, name]) => name),
  );
  expect(run).toContain('build');
  for (const name of run) expect(Object.keys(scripts)).toContain(name);
});

/** Settings a reader passes to the build, and settings read only for the local emulator (README's Before you start). */
const LOCAL_ONLY_SETTINGS = ['THRYVE_AUTH_EMULATOR_URL'];

it.each(Object.entries(QUICK_STARTS))("%s's build command sets every setting its host reads", (page, kind) => {
  const read = new Set(
    hostFiles(kind).flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/\benv\.(THRYVE_[A-Z_]+)/g)].map(([, name]) => name),
    ),
  );
  const build = commandsOf(pages[page]).find((command) => /\bnpm run build\b/.test(command)) ?? '';
  const set = [...build.matchAll(/\b(THRYVE_[A-Z_]+)=/g)].map(([, name]) => name);
  expect(read.size).toBeGreaterThan(0);
  expect(set.sort()).toEqual([...read].filter((name) => !LOCAL_ONLY_SETTINGS.includes(name)).sort());
  for (const name of LOCAL_ONLY_SETTINGS) expect(pages['README.md']).toContain(`${name}=`);
});

const blocks = Object.entries(pages).flatMap(([page, text]) =>
  shownFiles(text).map(({ path, code }) => [page, path, code] as const),
);

it.each(blocks)('%s: %s is shown exactly as it is', (_page, path, code) => {
  expect(code).toBe(readFileSync(join(root, path), 'utf8'));
});

// The reference speaks of what a partner installs, calls and reads: no path into our repository (the files a page
// shows are the partner's own, named by their markers), no test, no benchmark.
it('reference.md names no file of our repository, no test and no benchmark', () => {
  const prose = pages['reference.md'].replace(/```[\s\S]*?```/g, '').replace(/<!-- file: \S+ -->/g, '');
  const repositoryPath =
    /\b(host|auth-remote|page-server|examples|shared|federation|api|e2e|bench|scripts|server)\/(src|specs|support)\b/;
  expect(prose).not.toMatch(repositoryPath);
  expect(prose).not.toMatch(
    /\.(spec|test)\.tsx?\b|__tests__|bench\/|\b(api|host|page-server)\/README|rspack\.config|\bissue \d+/,
  );
  expect(prose).not.toMatch(/\d+(\.\d+)? ?KB\b/);
});

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const links = Object.entries(pages).flatMap(([page, text]) =>
  [...text.replace(/```[\s\S]*?```/g, '').matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => [page, target] as const),
);

it.each(links)('%s links to %s, which exists', (page, target) => {
  const [file, hash] = target.split('#');
  const path = file ? join(docs, file) : join(docs, page);
  const text = readFileSync(path, 'utf8');
  if (hash) {
    const headings = [...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchor(heading));
    expect(headings).toContain(hash);
  }
});
