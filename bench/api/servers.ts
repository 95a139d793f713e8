import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

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
function startNode(args: string[], env: Record<string, string>, cwd: string): ChildProcess {
  return spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The API's production build, made once per run from the current sources (api/dist); BENCH_API_DIST: another build's
 * folder under api/ (an earlier commit's dist, for a before/after pair on the same machine), run as it is.
 */
const apiDist = process.env.BENCH_API_DIST || 'dist';
let apiBuild: Promise<unknown> | undefined;
const buildApi = () =>
  (apiBuild ??=
    apiDist === 'dist'
      ? promisify(execFile)('npm', ['run', 'build', '--workspace=@thryve/api'], { cwd: root })
      : Promise.resolve());

/**
 * The API as production runs it (`node dist/server.js`, built first) on `port`: PGlite in `dataDir`, or PostgreSQL
 * at `databaseUrl`.
 */
export async function startApi(port: number, database: { dataDir: string } | { databaseUrl: string }) {
  await buildApi();
  const env = {
    ...NO_LIMITS,
    API_PORT: String(port),
    ...('dataDir' in database
      ? { DATA_DIR: database.dataDir, DATABASE_URL: '' }
      : { DATABASE_URL: database.databaseUrl }),
  };
  const child = startNode(['--enable-source-maps', join(apiDist, 'server.js')], env, join(root, 'api'));
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/healthz`, { timeoutMs: 120_000, child });
  return { url, child };
}

/** The reference: a bare Fastify route in its own process. */
export async function startBare(port: number): Promise<Server> {
  const child = startNode(['--import', 'tsx', 'bench/api/bareServer.ts'], { PORT: String(port) }, root);
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
