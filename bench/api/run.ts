/**
 * API benchmark: autocannon against real servers on loopback (the API on a fresh PGlite folder, emulator tokens),
 * with a bare Fastify route as the reference. Run through the emulator wrapper:
 *   AUTH_EMULATOR_PORT=9199 node scripts/with-auth-emulator.mjs npx tsx bench/api/run.ts
 * Prints req/s and p99 and writes them into bench/README.md under `## API`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { startThrowawayPostgres } from '../../api/src/db/__tests__/throwawayPostgres';
import { waitForUrl } from '../../scripts/lib/processes.mjs';
import { authEmulator } from '../../scripts/testing/authEmulator';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const autocannon = createRequire(join(root, 'bench', 'package.json'))('autocannon') as Autocannon;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 8180);
const BARE_PORT = API_PORT + 1;
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!emulatorHost)
  throw new Error('Run through scripts/with-auth-emulator.mjs (FIREBASE_AUTH_EMULATOR_HOST is not set)');

async function signUp(email: string, password: string): Promise<string> {
  return (await authEmulator(`http://${emulatorHost}`).signUp(email, password)).idToken;
}

const waitFor = (url: string, child: ChildProcess) => waitForUrl(url, { timeoutMs: 60_000, child });

const NO_LIMITS = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_IP: '100000000',
  RATE_LIMIT_REGISTER_PER_IP: '100000000',
  RATE_LIMIT_REGISTER_PER_USER: '100000000',
};

/** Peak resident memory of a process so far (Linux), in MB. */
function peakRssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

function start(script: string, env: Record<string, string>, cwd = root): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function measure(name: string, options: Record<string, unknown>, urls: string[] = [options.url as string]) {
  // One autocannon per instance, the connections split between them (a load balancer's round robin).
  const connections = Math.max(1, Math.round(CONNECTIONS / urls.length));
  const results = await Promise.all(
    urls.map((url) => autocannon({ connections, duration: DURATION_S, ...options, url })),
  );
  const row = {
    name,
    reqPerSec: Math.round(results.reduce((sum, result) => sum + result.requests.average, 0)),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
  };
  console.log(
    `${name.padEnd(44)} ${String(row.reqPerSec).padStart(7)} req/s   p50 ${row.p50} ms   p99 ${row.p99} ms   non-2xx ${row.non2xx}   errors ${row.errors}`,
  );
  return row;
}

/** A table laid out the way Prettier writes it (first column left-aligned, the others right-aligned). */
function markdownTable(header: string[], body: string[][]): string[] {
  const widths = header.map((cell, column) => Math.max(cell.length, 3, ...body.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...body.map(line)];
}

function writeReadme(rows: Awaited<ReturnType<typeof measure>>[], memoryMb: number) {
  const path = join(root, 'bench', 'README.md');
  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  })();
  const section = [
    '## API',
    '',
    'Command: `AUTH_EMULATOR_PORT=9199 node scripts/with-auth-emulator.mjs npx tsx bench/api/run.ts` (or `npm run bench:api`).',
    `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per case, loopback only; the API runs \`tsx api/src/server.ts\` on a fresh`,
    'PGlite folder with emulator tokens: the claims are checked locally and the revocation check (getUser) is cached',
    'per uid (TOKEN_REVOCATION_CACHE_MS, default 30 s); logout/role revocations are one database query per request.',
    'The bare Fastify route runs in its own process as the reference. Rate limits lifted for the run. The PostgreSQL',
    'rows run 1, 2 and 3 API processes on one throwaway PostgreSQL, the connections split between them (sum of req/s,',
    'worst p99); they count every request in the shared rate-limit table. Everything (load generator, instances,',
    'database, emulator) shares one machine: more instances cannot add cores here, they show that sharing works.',
    'On the shared 2-core machine the numbers swing 2-3x with other load: compare runs made back to back.',
    '',
    `Last run: ${new Date().toISOString().slice(0, 10)}, commit ${commit}, machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}.`,
    '',
    ...markdownTable(
      ['Case', 'req/s', 'p50 (ms)', 'p99 (ms)', 'non-2xx', 'errors'],
      rows.map((row) => [row.name, row.reqPerSec, row.p50, row.p99, row.non2xx, row.errors].map(String)),
    ),
    '',
    `Peak resident memory (VmHWM) of the PGlite instance after its cases: ${memoryMb} MB.`,
    '',
  ].join('\n');
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n\n';
  const pattern = /## API\n[\s\S]*?(?=\n## |$)/;
  const next = pattern.test(current)
    ? current.replace(pattern, section.trimEnd() + '\n')
    : `${current.trimEnd()}\n\n${section}`;
  writeFileSync(path, next.endsWith('\n') ? next : `${next}\n`);
  console.log(`Wrote ${path}`);
}

/** A registration body with a 20 KB png for `email`, and the headers with its token. */
async function registeredUser(apiUrl: string) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.test`;
  const token = await signUp(email, 'bench-password-1');
  const picture = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(20_000)]);
  const body = JSON.stringify({
    firstName: 'Bench',
    lastName: 'User',
    email,
    username: `bench_${randomBytes(4).toString('hex')}`,
    password: 'bench-password-1',
    confirmPassword: 'bench-password-1',
    birthday: '1990-01-01',
    weight: 150,
    height: 66,
    profilePicture: `data:image/png;base64,${picture.toString('base64')}`,
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const first = await fetch(`${apiUrl}/api/Identity/register`, { method: 'POST', headers, body });
  if (first.status !== 201) throw new Error(`first registration answered ${first.status}: ${await first.text()}`);
  return { headers, body };
}

async function stop(children: ChildProcess[]) {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => (child.exitCode !== null ? null : new Promise((resolve) => child.once('exit', resolve)))),
  );
}

/** GET /api/Identity/user on 1, 2 and 3 instances sharing one PostgreSQL (one throwaway server). */
async function measurePostgres(rows: Awaited<ReturnType<typeof measure>>[]) {
  const postgres = await startThrowawayPostgres();
  try {
    for (const count of [1, 2, 3]) {
      const ports = Array.from({ length: count }, (_, index) => API_PORT + 2 + index);
      const env = (port: number) => ({ ...NO_LIMITS, API_PORT: String(port), DATABASE_URL: postgres.url });
      const apis = ports.map((port) => start('src/server.ts', env(port), join(root, 'api')));
      try {
        await Promise.all(apis.map((api, index) => waitFor(`http://127.0.0.1:${ports[index]}/healthz`, api)));
        const { headers } = await registeredUser(`http://127.0.0.1:${ports[0]}`);
        const urls = ports.map((port) => `http://127.0.0.1:${port}/api/Identity/user`);
        rows.push(await measure(`PostgreSQL, ${count} instance(s): GET /api/Identity/user`, { headers }, urls));
      } finally {
        await stop(apis);
      }
    }
  } finally {
    await postgres.stop();
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'thryve-bench-'));
  const apiEnv = { ...NO_LIMITS, API_PORT: String(API_PORT), DATA_DIR: dataDir, DATABASE_URL: '' };
  const api = start('src/server.ts', apiEnv, join(root, 'api'));
  const bare = start('bench/api/bareServer.ts', { PORT: String(BARE_PORT) });
  const rows = [];
  let memoryMb = 0;
  try {
    await Promise.all([
      waitFor(`http://127.0.0.1:${API_PORT}/healthz`, api),
      waitFor(`http://127.0.0.1:${BARE_PORT}/bare`, bare),
    ]);
    const { headers, body } = await registeredUser(`http://127.0.0.1:${API_PORT}`);
    rows.push(await measure('bare Fastify GET /bare (reference)', { url: `http://127.0.0.1:${BARE_PORT}/bare` }));
    rows.push(await measure('GET /healthz (API plugins, no token)', { url: `http://127.0.0.1:${API_PORT}/healthz` }));
    rows.push(
      await measure('GET /api/Identity/user', { url: `http://127.0.0.1:${API_PORT}/api/Identity/user`, headers }),
    );
    rows.push(
      await measure('POST /api/Identity/register (idempotent, 20 KB png)', {
        url: `http://127.0.0.1:${API_PORT}/api/Identity/register`,
        method: 'POST',
        headers,
        body,
      }),
    );
    memoryMb = peakRssMb(api);
    console.log(`peak RSS of the PGlite instance after these cases: ${memoryMb} MB`);
  } finally {
    await stop([api, bare]);
    rmSync(dataDir, { recursive: true, force: true });
  }
  await measurePostgres(rows);
  writeReadme(rows, memoryMb);
}

await main();
