// The page server as production runs it (docs/deploy.md, "Installing and starting"): built, packed, installed with
// production dependencies only into a folder that holds none of the repository's code, started with plain `node`.
// It serves a build's pages (the SPA's routes included) with their Content-Security-Policy, and stops on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { installProductionCopy } from '../../../scripts/testing/productionInstall';

jest.setTimeout(120_000);

const root = join(__dirname, '..', '..', '..');
let folder: string;
let server: ChildProcess | undefined;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'thryve-page-server-install-'));
});

afterAll(() => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

/** A production build as small as it gets: a page and its script. */
function buildFolder(): string {
  const dir = join(folder, 'site');
  mkdirSync(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Thryve</title><script src="/main.js" defer></script>');
  writeFileSync(join(dir, 'main.js'), 'document.title = "ready";');
  return dir;
}

/** `node dist/serve.js` from the installed folder; resolves with its address once it serves. */
function startBuiltServer(cwd: string, site: string): Promise<string> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/serve.js', '--dir', site, '--port', '0'], {
    cwd,
    env: { PATH: process.env.PATH },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let output = '';
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the built page server exited (${code}): ${output}`)));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const serving = /serving .+ at (http:\/\/\S+)/.exec(output);
      if (!serving) return;
      child.removeAllListeners('exit');
      resolve(serving[1]);
    });
  });
}

it('runs from a production install with node: serves pages and scripts, the SPA routes, stops on SIGTERM', async () => {
  const installed = await installProductionCopy(root, 'page-server', '@thryve/page-server', folder);
  const origin = await startBuiltServer(installed, buildFolder());
  expect(dirname(installed)).toBe(folder);

  const page = await fetch(`${origin}/`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(await page.text()).toContain('<title>Thryve</title>');
  // A route of the app, not a file: the page, for the app's router.
  const route = await fetch(`${origin}/signin`);
  expect(route.status).toBe(200);
  expect(await route.text()).toContain('<title>Thryve</title>');
  const script = await fetch(`${origin}/main.js`);
  expect(script.status).toBe(200);
  expect(script.headers.get('content-type')).toMatch(/javascript/);

  const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
  server!.kill('SIGTERM');
  expect(await exited).toBe(0);
});
