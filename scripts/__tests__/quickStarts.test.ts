// The quick starts of docs/embedding.md show the code of the outside hosts that the browser tests build and drive
// (e2e/specs/outside-hosts.spec.ts). Each block preceded by `<!-- file: <path> -->` must be that file, verbatim.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const guide = readFileSync(join(root, 'docs/embedding.md'), 'utf8');
const shown = [...guide.matchAll(/<!-- file: (\S+) -->\s*```\w*\n([\s\S]*?)```/g)].map(([, path, code]) => ({
  path,
  code,
}));

it('shows the outside hosts’ files', () => {
  expect(shown.map(({ path }) => path)).toEqual(
    expect.arrayContaining([
      'examples/outside-hosts/webpack/package.json',
      'examples/outside-hosts/webpack/webpack.config.js',
      'examples/outside-hosts/webpack/src/bootstrap.js',
      'examples/outside-hosts/vite/vite.config.js',
      'examples/outside-hosts/vite/src/bootstrap.js',
      'examples/outside-hosts/react18/vite.config.js',
      'examples/outside-hosts/react18/src/bootstrap.js',
      'examples/outside-hosts/plain/index.html',
      'examples/outside-hosts/plain/src/main.js',
      'examples/outside-hosts/plain/write-config.mjs',
    ]),
  );
});

it.each(shown.map(({ path, code }) => [path, code]))('%s is shown exactly as it is', (path, code) => {
  expect(code).toBe(readFileSync(join(root, path), 'utf8'));
});
