// Runs the bench's production builds and times them.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { distOf, type BuildName } from './configs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds one app with the rspack CLI (as `npm run build` does); resolves with the wall time in ms. */
export function build(name: BuildName): Promise<number> {
  const started = performance.now();
  const cli = join(root, 'node_modules/.bin/rspack');
  const config = fileURLToPath(new URL('./rspack.config.ts', import.meta.url));
  const child = spawn(cli, ['build', '--mode', 'production', '-c', config], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, BENCH_BUILD: name, NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`build of ${name} failed (${code})`)),
    );
  });
}

/** Brotli at the static server's setting (11), and gzip -9 (the independent check). */
export const brotliSize = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
export const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/** The compressed size of every .js file of a build, brotli 11 and gzip -9. */
export function compressedBytesOfJs(name: BuildName): { brotli: number; gzip: number } {
  const dir = distOf(name);
  const bodies = readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dir, file)));
  return {
    brotli: bodies.reduce((sum, body) => sum + brotliSize(body), 0),
    gzip: bodies.reduce((sum, body) => sum + gzipSize(body), 0),
  };
}
