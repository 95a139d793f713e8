import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

import { httpClient, type HttpRequester } from '../../__tests__/support/http';
import { findRepoRoot } from '../../config';

/** The API as a child process, from its start: it may exit before it listens. */
export interface SpawnedApi {
  child: ChildProcess;
  /** Exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** The port this very process listens on, once Fastify says so; rejects, with its output, if it exits first. */
  listening: Promise<number>;
  /** What the process printed so far, stdout and stderr. */
  output(): string;
}

/** An API that listens. */
export interface ApiProcess extends SpawnedApi {
  /** The loopback port it listens on. */
  port: number;
  request: HttpRequester;
}

export interface SpawnOptions {
  /** Flags for Node itself, before the script (e.g. `--inspect=…`). */
  nodeFlags?: string[];
}

/** Fastify's info line once the server listens (pino's JSON: the address inside the message). */
const LISTENING = /Server listening at http:\/\/[^\s"]+:(\d+)/;

/**
 * The real server (`src/server.ts`) as a child on a PGlite folder: Node itself with tsx's loader, so signals reach it.
 * It listens on a port the system gives it (API_PORT 0, unless `env` names one) and says which: a port chosen here
 * and handed over could be taken in between by another process, whose answers would then pass for this API's.
 */
export function spawnApi(
  dataDir: string,
  env: Record<string, string> = {},
  { nodeFlags = [] }: SpawnOptions = {},
): SpawnedApi {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'src/server.ts'], {
    cwd: join(findRepoRoot() as string, 'api'),
    env: { ...process.env, DATA_DIR: dataDir, API_PORT: '0', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = LISTENING.exec(output)?.[1];
      if (port) resolve(Number(port));
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it listened: ${output}`)));
  });
  // Awaited only by those who wait for it to listen; an API expected to fail does not leave it unhandled.
  listening.catch(() => undefined);
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, exited, listening, output: () => output };
}

/** `spawnApi`, then waits until it listens; fails with its output if it exits first or is not up within 60 s. */
export async function startApi(
  dataDir: string,
  env: Record<string, string> = {},
  options: SpawnOptions = {},
): Promise<ApiProcess> {
  const api = spawnApi(dataDir, env, options);
  let timer: NodeJS.Timeout | undefined;
  const tooLong = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      api.child.kill('SIGKILL');
      reject(new Error(`the server did not start within 60 s: ${api.output()}`));
    }, 60_000);
  });
  try {
    const port = await Promise.race([api.listening, tooLong]);
    return { ...api, port, request: httpClient(`http://127.0.0.1:${port}`) };
  } finally {
    clearTimeout(timer);
  }
}
