// The page server as production runs it (`node page-server/dist/serve.js`, built first) on a temporary folder and
// a free port, for the tests here.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const packageDir = join(__dirname, '../..');
let built = false;

export interface ServedFolder {
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the built server on `dir` (port 0: a free one) and resolves once it listens. */
export function serveFolder(dir: string, env: Record<string, string> = {}, args: string[] = []): Promise<ServedFolder> {
  // Once per test file, a fraction of a second: the tests never run a dist/ older than the sources.
  if (!built) execFileSync(process.execPath, [join(packageDir, 'build.mjs')], { stdio: 'inherit' });
  built = true;
  const child = spawn(
    process.execPath,
    [join(packageDir, 'dist/serve.js'), '--dir', dir, '--port', '0', '--host', '127.0.0.1', ...args],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`the page server exited (${code}) before listening`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /at http:\/\/[^:]+:(\d+)/.exec(out);
      if (!match) return;
      child.removeAllListeners('exit');
      resolve({
        port: Number(match[1]),
        process: child,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
