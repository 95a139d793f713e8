import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { waitForUrl } from '../../scripts/lib/processes.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Rate limits lifted: the bench measures the work of a request, not the refusal of a flood. */
const NO_LIMITS = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_IP: '100000000',
  RATE_LIMIT_REGISTER_PER_IP: '100000000',
  RATE_LIMIT_REGISTER_PER_USER: '100000000',
};

export interface Server {
  url: string;
  child: ChildProcess;
}

// Spawned directly, not through scripts/lib's guarded starter: memoryMb reads /proc of this very pid.
function startScript(script: string, env: Record<string, string>, cwd: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The API (`api/src/server.ts`) on `port`: PGlite in `dataDir`, or PostgreSQL at `databaseUrl`. */
export async function startApi(port: number, database: { dataDir: string } | { databaseUrl: string }) {
  const env = {
    ...NO_LIMITS,
    API_PORT: String(port),
    ...('dataDir' in database
      ? { DATA_DIR: database.dataDir, DATABASE_URL: '' }
      : { DATABASE_URL: database.databaseUrl }),
  };
  const child = startScript('src/server.ts', env, join(root, 'api'));
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/healthz`, { timeoutMs: 120_000, child });
  return { url, child };
}

/** The reference: a bare Fastify route in its own process. */
export async function startBare(port: number): Promise<Server> {
  const child = startScript('bench/api/bareServer.ts', { PORT: String(port) }, root);
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/bare`, { timeoutMs: 120_000, child });
  return { url, child };
}

export async function stop(servers: Server[]): Promise<void> {
  for (const { child } of servers) child.kill('SIGTERM');
  await Promise.all(
    servers.map(({ child }) =>
      child.exitCode !== null ? null : new Promise((resolve) => child.once('exit', resolve)),
    ),
  );
}

function statusMb(server: Server, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}

/** Resident memory of a server (Linux): now, and the peak since it started. */
export function memoryMb(server: Server): { rss: number; peak: number } {
  return { rss: statusMb(server, 'VmRSS'), peak: statusMb(server, 'VmHWM') };
}
