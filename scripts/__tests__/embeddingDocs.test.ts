// The partner guide (docs/embedding/) shows the code of the hosts the browser tests build and drive
// (e2e/specs/outside-hosts.spec.ts) and of the example partner backend (tested beside it): each block preceded by
// `<!-- file: <path> -->` is that file, verbatim, and each quick start shows every file of its host, so that a partner
// who copies a page gets a host that is tested. Its links between pages lead somewhere.
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

it.each(Object.entries(QUICK_STARTS))('%s shows every file of its host, whole', (page, kind) => {
  const files = execFileSync('git', ['ls-files', `examples/outside-hosts/${kind}`], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
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

// A quick start is its host's files plus a short text around them: the files are as long as the host needs (the
// browser tests drive them), the text is what a person reads to put them together, build, run and check.
const textAround = (page: string) =>
  page.split('\n').length - shownFiles(page).reduce((lines, { code }) => lines + code.split('\n').length - 1, 0);

it.each(Object.keys(QUICK_STARTS))('%s puts at most 75 lines of text around its files', (page) => {
  expect(textAround(pages[page])).toBeLessThanOrEqual(75);
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
