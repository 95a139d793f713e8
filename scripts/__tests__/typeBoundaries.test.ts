// Each workspace's tsconfig is its runtime: browser code is checked without Node's types, the API without the DOM.
// A probe file, checked with a workspace's own compiler options, shows what that code may and may not call.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
// Inside the repository, so that the probe finds the workspace's type packages the way its own files do.
const scratchRoot = join(root, 'node_modules/.cache/type-boundaries');
let scratch: string;

beforeAll(() => {
  mkdirSync(scratchRoot, { recursive: true });
  scratch = mkdtempSync(join(scratchRoot, 'probe-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The compiler's error codes for `code`, checked with the compiler options of `workspace`'s tsconfig. */
function errorsOf(workspace: string, name: string, code: string): string[] {
  const dir = join(scratch, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'probe.ts'), `${code}\nexport {};\n`);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ extends: join(root, workspace, 'tsconfig.json'), include: ['probe.ts'] }),
  );
  try {
    execFileSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8' });
    return [];
  } catch (error) {
    return [...String((error as { stdout?: string }).stdout).matchAll(/error (TS\d+)/g)].map((match) => match[1]);
  }
}

const NODE_CODE = `import { readFileSync } from 'node:fs';\nreadFileSync(process.cwd());`;
const DOM_CODE = `window.location.assign(document.title);`;

describe.each(['shared', 'auth-remote', 'host', 'examples/embed-host'])('browser code (%s)', (workspace) => {
  it('may use the DOM', () => {
    expect(errorsOf(workspace, `${workspace.replace('/', '-')}-dom`, DOM_CODE)).toEqual([]);
  });

  it('cannot call Node APIs', () => {
    // "Cannot find module 'node:fs'" and "Cannot find name 'process'", in the compiler's wordings of either.
    const errors = errorsOf(workspace, `${workspace.replace('/', '-')}-node`, NODE_CODE);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors.every((code) => ['TS2307', 'TS2580', 'TS2591'].includes(code))).toBe(true);
  });
});

describe('the API', () => {
  it('may use Node', () => {
    expect(errorsOf('api', 'api-node', NODE_CODE)).toEqual([]);
  });

  it('cannot touch window or document', () => {
    const errors = errorsOf('api', 'api-dom', DOM_CODE);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors.every((code) => code === 'TS2304' || code === 'TS2584')).toBe(true);
  });
});
