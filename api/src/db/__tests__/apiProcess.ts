import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

import { httpClient, type HttpRequester } from '../../__tests__/support/http';
import { findRepoRoot } from '../../config';

export interface ApiProcess {
  child: ChildProcess;
  /** Exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** The loopback port it listens on. */
  port: number;
  request: HttpRequester;
  /** What the process printed so far, stdout and stderr. */
  output(): string;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface SpawnOptions {
  /** Flags for Node itself, before the script (e.g. `--inspect=…`). */
  nodeFlags?: string[];
}

/** The real server (`src/server.ts`) as a child on a PGlite folder: Node itself with tsx's loader, so signals reach it. */
export async function spawnApi(
  dataDir: string,
  env: Record<string, string> = {},
  { nodeFlags = [] }: SpawnOptions = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'src/server.ts'], {
    cwd: join(findRepoRoot() as string, 'api'),
    env: { ...process.env, DATA_DIR: dataDir, API_PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, port, request: httpClient(`http://127.0.0.1:${port}`), output: () => output };
}

/** `spawnApi`, then waits until it answers /healthz; fails with its output if it exits first. */
export async function startApi(
  dataDir: string,
  env: Record<string, string> = {},
  options: SpawnOptions = {},
): Promise<ApiProcess> {
  const api = await spawnApi(dataDir, env, options);
  let exitCode: number | null | undefined;
  void api.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await api.request({ url: '/healthz' }).then(
      (response) => response.statusCode === 200,
      () => false,
    );
    if (up) return api;
    if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}) before it was up: ${api.output()}`);
    if (Date.now() > deadline) {
      api.child.kill('SIGKILL');
      throw new Error(`the server did not start within 60 s: ${api.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
