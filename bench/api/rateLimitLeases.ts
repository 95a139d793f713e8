/**
 * What the rate limit's leases save (bench/README.md, "Rate-limit leases"): a route behind @fastify/rate-limit with
 * the API's store (leases of the shared counter) and with one upsert per request, on PostgreSQL (1 and 2 processes)
 * and on PGlite, each beside the same route without a limit measured just before it, in alternating rounds.
 *   npx tsx bench/api/rateLimitLeases.ts
 * Options (environment): BENCH_API_PORT (first of 8 consecutive ports, default 8180), BENCH_CONNECTIONS (10),
 * BENCH_PAIR_DURATION_S (4), BENCH_PAIRS (4).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startThrowawayPostgres } from '../../api/src/db/__tests__/throwawayPostgres';
import { openDatabase } from '../../api/src/db/client';
import { waitForUrl } from '../../scripts/lib/processes.mjs';
import { percentile } from './propagation';
import { root, stop, type Server } from './servers';

type Result = { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
const autocannon = createRequire(join(root, 'bench', 'package.json'))('autocannon') as Autocannon;

const env = process.env;
const port = Number(env.BENCH_API_PORT ?? 8180);
const connections = Number(env.BENCH_CONNECTIONS ?? 10);
const durationS = Number(env.BENCH_PAIR_DURATION_S ?? 4);
const pairCount = Number(env.BENCH_PAIRS ?? 4);

function startServer(index: number, store: string, database: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api/rateLimitServer.ts'], {
    cwd: root,
    env: { ...process.env, ...database, STORE: store, PORT: String(port + index) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port + index}`;
  return waitForUrl(`${url}/limited`, { timeoutMs: 120_000, child }).then(() => ({ url, child }));
}

/**
 * The two loads: one client under a limit lifted out of reach, and 1,000 clients (X-Forwarded-For) each well under
 * the default 600 a minute. Every measurement has addresses of its own (10.<run>.x.y): no counter row is reused.
 */
const SCENARIOS = {
  'one client, limit lifted': { path: '/lifted', clients: 1 },
  '1,000 clients, 600 a minute each': { path: '/limited', clients: 1_000 },
} as const;
type Scenario = keyof typeof SCENARIOS;
let run = 0;

async function measure(servers: Server[], scenario: Scenario): Promise<Result & { reqPerSec: number }> {
  run += 1;
  const { path, clients } = SCENARIOS[scenario];
  const requests = Array.from({ length: clients }, (_, i) => ({
    method: 'GET',
    path,
    headers: { 'x-forwarded-for': `10.${run % 250}.${i >> 8}.${(i & 255) + 1}` },
  }));
  const results = await Promise.all(
    servers.map((server) =>
      autocannon({
        url: server.url,
        connections: Math.round(connections / servers.length),
        duration: durationS,
        requests,
      }),
    ),
  );
  return {
    requests: { average: 0 },
    reqPerSec: results.reduce((sum, result) => sum + result.requests.average, 0),
    latency: { p99: Math.max(...results.map((result) => result.latency.p99)) },
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  };
}

const postgres = await startThrowawayPostgres({ durable: true });
const dataDirs = [mkdtempSync(join(tmpdir(), 'thryve-bench-')), mkdtempSync(join(tmpdir(), 'thryve-bench-'))];
const servers: Server[] = [];
try {
  await openDatabase({ databaseUrl: postgres.url }).then((database) => database.close());
  const pg = { DATABASE_URL: postgres.url };
  const started = await Promise.all([
    startServer(0, 'none', {}),
    startServer(1, 'leases', pg),
    startServer(2, 'leases', pg),
    startServer(3, 'upsert', pg),
    startServer(4, 'upsert', pg),
    startServer(5, 'leases', { DATA_DIR: dataDirs[0], DATABASE_URL: '' }),
    startServer(6, 'upsert', { DATA_DIR: dataDirs[1], DATABASE_URL: '' }),
  ]);
  servers.push(...started);
  const [none, pgLeases1, pgLeases2, pgUpsert1, pgUpsert2, pgliteLeases, pgliteUpsert] = started;
  const cases: [string, Server[]][] = [
    ['PostgreSQL, 1 process: leases', [pgLeases1]],
    ['PostgreSQL, 1 process: an upsert per request', [pgUpsert1]],
    ['PostgreSQL, 2 processes: leases', [pgLeases1, pgLeases2]],
    ['PostgreSQL, 2 processes: an upsert per request', [pgUpsert1, pgUpsert2]],
    ['PGlite: leases', [pgliteLeases]],
    ['PGlite: an upsert per request', [pgliteUpsert]],
  ];
  const figures = new Map<string, { ratios: number[]; p99s: number[]; refused: number }>();
  for (const scenario of Object.keys(SCENARIOS) as Scenario[]) {
    for (const [, group] of cases) await measure(group, scenario); // warm-up, not reported
  }
  for (let pair = 1; pair <= pairCount; pair += 1) {
    for (const scenario of Object.keys(SCENARIOS) as Scenario[]) {
      const reference = await measure([none], scenario);
      for (const [name, group] of cases) {
        const result = await measure(group, scenario);
        const key = `${scenario} | ${name}`;
        const figure = figures.get(key) ?? { ratios: [], p99s: [], refused: 0 };
        figure.ratios.push(result.reqPerSec / reference.reqPerSec);
        figure.p99s.push(result.latency.p99);
        figure.refused += result.non2xx + result.errors;
        figures.set(key, figure);
        console.log(
          `pair ${pair} ${key}: ${Math.round(result.reqPerSec)} req/s vs ${Math.round(reference.reqPerSec)} ` +
            `without a limit, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
        );
      }
    }
  }
  const pct = (value: number) => `${Math.round(value * 100)}%`;
  console.log(
    `\n| ${pairCount} rounds of ${durationS} s | ratio to no limit: median (range) | p99 median (ms) | refused |`,
  );
  console.log('| --- | ---: | ---: | ---: |');
  for (const [key, { ratios, p99s, refused }] of figures) {
    const range = `${pct(Math.min(...ratios))}-${pct(Math.max(...ratios))}`;
    console.log(`| ${key} | ${pct(percentile(ratios, 50))} (${range}) | ${percentile(p99s, 50)} | ${refused} |`);
  }
} finally {
  await stop(servers);
  await postgres.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
