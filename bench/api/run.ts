/**
 * API benchmark (bench/README.md, "API", says what each case is and how to read it). Run through the emulator wrapper:
 *   AUTH_EMULATOR_PORT=9199 npm run bench:api
 * Options (environment): BENCH_API_PORT (first of 7 consecutive ports, default 8180), BENCH_CONNECTIONS (10),
 * BENCH_DURATION_S (10), BENCH_GROWTH_DURATION_S (5), BENCH_GROWTH_SIZES (1000,10000,100000; empty: none),
 * BENCH_USERS (20), BENCH_PAIRS (5), BENCH_PAIR_DURATION_S (5), BENCH_LOGOUTS (30: the propagation's logouts),
 * BENCH_README=0 (print only, leave bench/README.md alone), BENCH_POSTGRES_ONLY=1 (the bare GET and the PostgreSQL
 * instances only; prints, never writes the README; with BENCH_DURABLE=0 its PostgreSQL does not wait for the disk),
 * BENCH_API_DIST (run another build of the API: bench/api/servers.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import { startThrowawayPostgres } from '../../api/src/db/__tests__/throwawayPostgres';
import { openDatabase, type Database } from '../../api/src/db/client';
import { measure, type LoadSettings, type Row } from './load';
import { measurePropagation, percentile, withListenersDown, type Propagation } from './propagation';
import {
  instancePairsFigure,
  withReferences,
  writeReport,
  type GrowthRow,
  type InstancePairs,
  type Pairs,
} from './report';
import { createDatabase, seedProfiles } from './seed';
import { memoryMb, startApi, startBare, stop, type Server } from './servers';
import { benchUser, register, type BenchUser } from './users';

const env = process.env;
const settings: LoadSettings = {
  connections: Number(env.BENCH_CONNECTIONS ?? 10),
  durationS: Number(env.BENCH_DURATION_S ?? 10),
};
const growthSettings: LoadSettings = { ...settings, durationS: Number(env.BENCH_GROWTH_DURATION_S ?? 5) };
const warmUpSettings: LoadSettings = { ...settings, durationS: 2 };
const pairSettings: LoadSettings = { ...settings, durationS: Number(env.BENCH_PAIR_DURATION_S ?? 5) };
const pairCount = Number(env.BENCH_PAIRS ?? 5);
const growthSizes = (env.BENCH_GROWTH_SIZES ?? '1000,10000,100000').split(',').filter(Boolean).map(Number);
const port = Number(env.BENCH_API_PORT ?? 8180);
const userCount = Number(env.BENCH_USERS ?? 20);
const logoutCount = Number(env.BENCH_LOGOUTS ?? 30);
const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST;
if (!emulatorHost)
  throw new Error('Run through scripts/with-auth-emulator.mjs (FIREBASE_AUTH_EMULATOR_HOST is not set)');

async function benchUsers(apiUrl: string): Promise<BenchUser[]> {
  const users = await Promise.all(Array.from({ length: userCount }, () => benchUser(emulatorHost as string)));
  await register(apiUrl, users);
  return users;
}

/**
 * The bare route, GET user, the bare POST route with a registration's body and a register retry, in turn,
 * `pairCount` times: each ratio beside the bare figure measured just before it, so that a change of the machine's
 * load moves both sides of a ratio.
 */
async function alternatingPairs(api: Server, bare: Server, users: BenchUser[]): Promise<Pairs> {
  const pairs: Pairs = { durationS: pairSettings.durationS, get: [], retry: [], barePost: [], retryOfBarePost: [] };
  for (let pair = 1; pair <= pairCount; pair += 1) {
    const reference = await measure(`pair ${pair}: bare`, pairSettings, [bare], 'bare');
    const get = await measure(`pair ${pair}: GET /api/Identity/user`, pairSettings, [api], 'get', users);
    const barePost = await measure(`pair ${pair}: bare POST, same body`, pairSettings, [bare], 'barePost', users);
    const retry = await measure(`pair ${pair}: register, retry`, pairSettings, [api], 'retry', users);
    pairs.get.push(get.reqPerSec / reference.reqPerSec);
    pairs.retry.push(retry.reqPerSec / reference.reqPerSec);
    pairs.barePost.push(barePost.reqPerSec / reference.reqPerSec);
    pairs.retryOfBarePost.push(retry.reqPerSec / barePost.reqPerSec);
  }
  return pairs;
}

/** One API on a fresh PGlite folder beside the bare route, one case after the other. */
async function oneInstance(rows: Row[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'thryve-bench-'));
  const servers = await Promise.all([startApi(port, { dataDir }), startBare(port + 1)]);
  const [api, bare] = servers;
  try {
    const users = await benchUsers(api.url);
    rows.push(await measure('bare Fastify GET /bare (reference)', settings, [bare], 'bare'));
    rows.push(await measure("bare Fastify POST /bare, a register's body", settings, [bare], 'barePost', users));
    rows.push(await measure('GET /healthz (API plugins, no token)', settings, [api], 'healthz'));
    rows.push(await measure('GET /api/Identity/user', settings, [api], 'get', users));
    rows.push(await measure('POST /api/Identity/register, retry (unchanged)', settings, [api], 'retry', users));
    rows.push(await measure('POST /api/Identity/register, each a write', settings, [api], 'write', users));
    const pairs = await alternatingPairs(api, bare, users);
    return { peakMb: memoryMb(api).peak, pairs };
  } finally {
    await stop(servers);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The bare GET and the GET through `apis`, in turn, `pairCount` times: each pair's ratio, and the GET's p99. */
async function getPairs(count: number, apis: Server[], bare: Server, users: BenchUser[]): Promise<InstancePairs> {
  const pairs: InstancePairs = { count, ratios: [], p99s: [] };
  for (let pair = 1; pair <= pairCount; pair += 1) {
    const reference = await measure(`${count} instance(s), pair ${pair}: bare`, pairSettings, [bare], 'bare');
    const get = await measure(`${count} instance(s), pair ${pair}: GET`, pairSettings, apis, 'get', users);
    pairs.ratios.push(get.reqPerSec / reference.reqPerSec);
    pairs.p99s.push(get.p99);
  }
  return pairs;
}

/**
 * 1, 2 and 3 API processes on one PostgreSQL database, each group after the bare GET (its reference): the GET, the
 * same GET while every listener connection is ended again and again (the instances ask the database), a write, then
 * the GET in alternating pairs with the bare GET; with 3, how soon a logout through one instance is refused by the
 * others.
 */
async function instances(databaseUrl: string, rows: Row[], bare: Server) {
  let users: BenchUser[] = [];
  let propagation: Propagation | null = null;
  const instancePairs: InstancePairs[] = [];
  for (const count of [1, 2, 3]) {
    const apis = await Promise.all(
      Array.from({ length: count }, (_, index) => startApi(port + 2 + index, { databaseUrl })),
    );
    try {
      if (users.length === 0) users = await benchUsers(apis[0].url);
      const label = `PostgreSQL, ${count} instance(s)`;
      // Fresh processes: a short unmeasured load first, so that the rows compare requests, not a start.
      await measure(`${label}: warm-up (not reported)`, warmUpSettings, apis, 'get', users);
      rows.push(await measure(`bare Fastify GET /bare (reference for ${count})`, settings, [bare], 'bare'));
      rows.push(await measure(`${label}: GET /api/Identity/user`, settings, apis, 'get', users));
      rows.push(
        await withListenersDown(databaseUrl, () =>
          measure(`${label}: GET, listeners down (asks the database)`, settings, apis, 'get', users),
        ),
      );
      rows.push(await measure(`${label}: register, each a write`, settings, apis, 'write', users));
      instancePairs.push(await getPairs(count, apis, bare, users));
      if (count === 3) propagation = await measurePropagation(apis, emulatorHost as string, logoutCount);
    } finally {
      await stop(apis);
    }
  }
  return { propagation, instancePairs };
}

/** The PostgreSQL instances, each group beside its bare GET, printed only: a quicker run while working on the API. */
async function postgresOnly() {
  const rows: Row[] = [];
  // BENCH_DURABLE=0: commits do not wait for the disk, to show what the commits of a request cost.
  const postgres = await startThrowawayPostgres({ durable: env.BENCH_DURABLE !== '0' });
  const bare = await startBare(port + 1);
  let measured: Awaited<ReturnType<typeof instances>>;
  try {
    const url = await createDatabase(postgres.url, 'bench_instances');
    await openDatabase({ databaseUrl: url }).then((database) => database.close());
    measured = await instances(url, rows, bare);
  } finally {
    await stop([bare]);
    await postgres.stop();
  }
  const references = withReferences(rows);
  for (const [index, row] of rows.entries()) {
    const ratio = Math.round((row.reqPerSec / references[index].bare) * 100);
    console.log(`${row.name}: ${row.reqPerSec} req/s (${ratio}%), p99 ${row.p99} ms, non-2xx ${row.non2xx}`);
  }
  for (const line of instancePairsFigure(measured.instancePairs, pairSettings.durationS)) console.log(line);
  const { propagation } = measured;
  if (propagation) {
    const p = (q: number) => percentile(propagation.fromSent, q).toFixed(1);
    console.log(
      `propagation: p50 ${p(50)} ms, p99 ${p(99)} ms from sending the logout; accepted right after its answer:` +
        ` ${propagation.afterAnswer.accepted} of ${propagation.afterAnswer.sent}`,
    );
  }
}

/**
 * GET /api/Identity/user and register (each a write) with 0, then each of `growthSizes` profiles stored. PGlite's
 * folder belongs to the running API: it is stopped while the bench seeds, then started again.
 */
async function growth(kind: 'PGlite' | 'PostgreSQL', open: () => Promise<Database>, start: () => Promise<Server>) {
  const rows: GrowthRow[] = [];
  let api: Server | null = kind === 'PostgreSQL' ? await start() : null;
  let stored = 0;
  let users: BenchUser[] = [];
  try {
    for (const size of [0, ...growthSizes]) {
      if (size > stored) {
        if (kind === 'PGlite' && api) await stop([api]);
        if (kind === 'PGlite') api = null;
        const database = await open();
        const started = Date.now();
        await seedProfiles(database, stored, size).finally(() => database.close());
        console.log(
          `${kind}: seeded profiles ${stored}..${size - 1} in ${Math.round((Date.now() - started) / 1000)} s`,
        );
        stored = size;
      }
      api ??= await start();
      if (users.length === 0) users = await benchUsers(api.url);
      const label = `${kind}, ${size} profiles`;
      // PGlite restarts after each seeding: its caches start cold. A short unmeasured write load first, so that the
      // rows compare the cost of the data, not of a restart.
      await measure(`${label}: warm-up (not reported)`, warmUpSettings, [api], 'write', users);
      const get = await measure(`${label}: GET /api/Identity/user`, growthSettings, [api], 'get', users);
      const write = await measure(`${label}: register, each a write`, growthSettings, [api], 'write', users);
      rows.push({ kind, size, get, write });
    }
  } finally {
    if (api) await stop([api]);
  }
  return rows;
}

async function main() {
  const loadBefore = loadavg();
  const rows: Row[] = [];
  const { peakMb, pairs } = await oneInstance(rows);
  const growthRows: GrowthRow[] = [];
  let propagation: Propagation | null = null;
  let instancePairs: InstancePairs[] = [];
  // Durable, as a production server: each commit waits for its WAL on disk.
  const postgres = await startThrowawayPostgres({ durable: true });
  const bare = await startBare(port + 1);
  try {
    const instancesUrl = await createDatabase(postgres.url, 'bench_instances');
    await openDatabase({ databaseUrl: instancesUrl }).then((database) => database.close());
    ({ propagation, instancePairs } = await instances(instancesUrl, rows, bare));
    const growthUrl = await createDatabase(postgres.url, 'bench_growth');
    await openDatabase({ databaseUrl: growthUrl }).then((database) => database.close());
    growthRows.push(
      ...(await growth(
        'PostgreSQL',
        () => openDatabase({ databaseUrl: growthUrl, migrate: false }),
        () => startApi(port + 5, { databaseUrl: growthUrl }),
      )),
    );
  } finally {
    await stop([bare]);
    await postgres.stop();
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'thryve-bench-growth-'));
  try {
    growthRows.push(
      ...(await growth(
        'PGlite',
        () => openDatabase({ dataDir }),
        () => startApi(port + 6, { dataDir }),
      )),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const report = {
    settings,
    growthSettings,
    users: userCount,
    rows,
    pairs,
    instancePairs,
    growthRows,
    propagation,
    peakMb,
    loadBefore,
    loadAfter: loadavg(),
  };
  if (env.BENCH_README !== '0') writeReport(report);
}

await (env.BENCH_POSTGRES_ONLY === '1' ? postgresOnly() : main());
