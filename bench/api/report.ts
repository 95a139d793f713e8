import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

import type { LoadSettings, Row, Work } from './load';
import { percentile, type Propagation } from './propagation';
import { SEED_PICTURE_BYTES } from './seed';
import { root } from './servers';

export interface GrowthRow {
  kind: 'PGlite' | 'PostgreSQL';
  size: number;
  get: Row;
  write: Row;
}

/** Ratios to the bare route measured just before, pair by pair (run.ts, alternatingPairs). */
export interface Pairs {
  durationS: number;
  get: number[];
  retry: number[];
  /** The bare POST route with a registration's body, to the bare GET route. */
  barePost: number[];
  /** The register retry to the bare POST route measured just before it. */
  retryOfBarePost: number[];
}

/** The GET through `count` PostgreSQL instances beside the bare GET measured just before it, pair by pair. */
export interface InstancePairs {
  count: number;
  ratios: number[];
  p99s: number[];
}

export interface Report {
  settings: LoadSettings;
  growthSettings: LoadSettings;
  users: number;
  rows: Row[];
  pairs: Pairs;
  instancePairs: InstancePairs[];
  growthRows: GrowthRow[];
  /** How soon a logout through one of 3 PostgreSQL instances is refused by the others. */
  propagation: Propagation | null;
  peakMb: number;
  loadBefore: number[];
  loadAfter: number[];
}

/** A table laid out the way Prettier writes it (first column left-aligned, the others right-aligned). */
function markdownTable(header: string[], body: string[][]): string[] {
  const widths = header.map((cell, column) => Math.max(cell.length, 3, ...body.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...body.map(line)];
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(2)}` : '-');
const percent = (value: number, base: number) => (base > 0 ? `${Math.round((value / base) * 100)}%` : '-');
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** "41% (35-52%)": the median ratio to the bare route and the range of the pairs. */
function pairFigure(ratios: number[]): string {
  const pct = (value: number) => `${Math.round(value * 100)}%`;
  if (ratios.length === 0) return '-';
  return `**${pct(median(ratios))}** (${pct(Math.min(...ratios))}-${pct(Math.max(...ratios))})`;
}

const load = (averages: number[]) => averages.map((value) => value.toFixed(1)).join(' / ');

/**
 * The bare route a row compares with: the bare POST for a request that carries a registration's 27 KB body (the bare
 * POST itself included), the bare GET for one that carries none. Receiving and parsing that body costs any route
 * several times a bare GET, so a request with it is held to a route that receives it too.
 */
const BODY_WORK: ReadonlySet<Work> = new Set<Work>(['barePost', 'retry', 'write']);
const referenceOf = (row: Row) => (BODY_WORK.has(row.work) ? 'barePost' : 'bare');

/** For each row, the bare routes' req/s measured last before it (or the first measured, for a row before any). */
export function withReferences(rows: Row[]): Record<'bare' | 'barePost', number>[] {
  const first = (work: Work) => rows.find((row) => row.work === work)?.reqPerSec ?? 0;
  const latest = { bare: first('bare'), barePost: first('barePost') };
  return rows.map((row) => {
    if (row.work === 'bare' || row.work === 'barePost') latest[row.work] = row.reqPerSec;
    return { ...latest };
  });
}

function mainTable(report: Report): string[] {
  const references = withReferences(report.rows);
  return markdownTable(
    ['Case', 'req/s', 'of bare GET', 'of its bare route', 'p50 (ms)', 'p99 (ms)', 'non-2xx', 'errors', 'RSS (MB)'],
    report.rows.map((row, index) =>
      [
        row.name,
        row.reqPerSec,
        percent(row.reqPerSec, references[index].bare),
        percent(row.reqPerSec, references[index][referenceOf(row)]),
        row.p50,
        row.p99,
        row.non2xx,
        row.errors,
        row.rssMb,
      ].map(String),
    ),
  );
}

function growthTable(report: Report): string[] {
  const empty = (kind: GrowthRow['kind']) => report.growthRows.find((row) => row.kind === kind && row.size === 0);
  return markdownTable(
    [
      'Database',
      'profiles',
      'GET req/s',
      'GET p99 (ms)',
      'x empty',
      'register req/s',
      'register p50',
      'register p99',
      'x empty',
    ],
    report.growthRows.map((row) => {
      const base = empty(row.kind);
      return [
        row.kind,
        row.size.toLocaleString('en-US'),
        row.get.reqPerSec,
        row.get.p99,
        ratio(row.get.p99, base?.get.p99 ?? 0),
        row.write.reqPerSec,
        row.write.p50,
        row.write.p99,
        ratio(row.write.p99, base?.write.p99 ?? 0),
      ].map(String);
    }),
  );
}

/** One line per instance count: the median ratio of the pairs (and their range), the GET's p99 (median, range). */
export function instancePairsFigure(all: InstancePairs[], durationS: number): string[] {
  return all.map(
    ({ count, ratios, p99s }) =>
      `PostgreSQL, ${count} instance(s), ${ratios.length} alternating pairs of ${durationS} s: \`GET /api/Identity/user\`` +
      ` ${pairFigure(ratios)} of the bare GET, p99 ${median(p99s)} ms (${Math.min(...p99s)}-${Math.max(...p99s)}).`,
  );
}

function propagationFigure(propagation: Propagation | null): string[] {
  if (!propagation) return [];
  const figure = (values: number[]) =>
    `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
  return [
    `Propagation, 3 PostgreSQL instances: ${propagation.logouts} logouts, each through one instance in turn while the` +
      ' other two are asked with its token in a loop. From sending the logout to the send time of the first request' +
      ` each other instance refused (${propagation.fromSent.length}; the logout's own work included):` +
      ` ${figure(propagation.fromSent)}. Right after each logout's answer, one request to each other instance:` +
      ` ${propagation.afterAnswer.accepted} of ${propagation.afterAnswer.sent} accepted. The rows "listeners down": the` +
      ' bench ends every listener connection every 5 ms, so the instances reconnect all along and ask the database.',
    '',
  ];
}

/** Replaces the `## API` section of bench/README.md with this run's numbers. */
export function writeReport(report: Report): void {
  const path = join(root, 'bench', 'README.md');
  const { settings, growthSettings } = report;
  const section = [
    '## API',
    '',
    'Command: `AUTH_EMULATOR_PORT=9199 npm run bench:api` (the emulator wrapper around `tsx bench/api/run.ts`). Options',
    '(environment): `BENCH_API_PORT` (first of 7 consecutive ports, default 8180), `BENCH_CONNECTIONS` (10),',
    '`BENCH_DURATION_S` (10), `BENCH_GROWTH_DURATION_S` (5), `BENCH_GROWTH_SIZES` (`1000,10000,100000`; empty: none),',
    '`BENCH_USERS` (20), `BENCH_PAIRS` (5), `BENCH_PAIR_DURATION_S` (5), `BENCH_README=0` (print only). It takes about',
    '10-11 minutes.',
    '',
    `autocannon, ${settings.connections} connections, loopback only, rate limits lifted. The API runs \`node api/dist/server.js\`` +
      ` with emulator tokens of ${report.users} users taken in turn`,
    "(claims checked locally, Firebase's revocation answer cached per uid for TOKEN_REVOCATION_CACHE_MS, default 30 s).",
    "Each request's bytes are built once and sent again (the writes' are built per request, to alternate the bodies):",
    'rebuilt every time, a 27 KB body cost the load generator as much CPU as the server spent on it.',
    'The bare Fastify routes run in their own process as the references: `GET /bare` answers at once; `POST /bare`',
    "also receives and parses a registration's 27 KB JSON body (what any route that takes that body pays: the bytes",
    "over loopback, Fastify's own JSON parser), and answers. Cases: `GET /api/Identity/user` (the caller's",
    "profile); register **retry** (the same body again: nothing changes, what a client's retry costs); register",
    "**each a write** (each user's two bodies alternate, differing in their 20 KB png: every request updates the profile",
    'and stores the new picture, committed before the answer). The first table: one API on a fresh PGlite folder, then',
    '1, 2 and 3 API processes on one throwaway PostgreSQL (connections split between them, rounded: 10, 5 + 5, 3 + 3 + 3; sum of req/s, worst p99;',
    'each group after a bare GET of its own, the reference of its rows; every request is counted in the shared',
    "rate-limit table, through each instance's lease of the window's quota). That PostgreSQL keeps its own durability defaults, as",
    "a production server does: each commit waits for its WAL on disk (fsync and synchronous_commit on; the tests'",
    'throwaway servers turn both off). RSS: the highest resident memory of the API process(es) sampled during the case.',
    '',
    `Data growth: the same two cases (${growthSettings.durationS} s each, after 2 s of unmeasured writes) with 0, then ${report.growthRows
      .filter((row) => row.size > 0 && row.kind === 'PGlite')
      .map((row) => row.size.toLocaleString('en-US'))
      .join(', ')} profiles already stored, seeded straight through SQL (\`bench/api/seed.ts\`:`,
    `\`seed-<n>\` profiles, each with a ${SEED_PICTURE_BYTES / 1024} KB incompressible picture; the bench users register through the API).`,
    '',
    'Everything (load generator, API processes, PostgreSQL, emulator) shares one machine with other work: absolute',
    'numbers move 2-3x with its load. Compare the ratios of one run (each row beside the bare route of the same run).',
    '',
    "Each row's bare route: the bare POST for the register rows (they carry the 27 KB body), the bare GET for the",
    "others. Issue 14's targets: `GET /api/Identity/user` >= 50% of the bare GET with p99 < 20 ms; register (20 KB",
    "picture) >= 25% of a bare route that receives the same request. Receiving and parsing that body is Fastify's own",
    'cost before any code of ours runs; against the bare GET even the bare POST lands near 25% (its row below).',
    '',
    `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit()}, machine: ${cpus().length} cores` +
      ` (${cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, load average (1/5/15 min) ${load(report.loadBefore)}` +
      ` at the start, ${load(report.loadAfter)} at the end.`,
    '',
    ...mainTable(report),
    '',
    `Alternating pairs on the same PGlite instance (${report.pairs.get.length} times: the bare route, then each case,` +
      ` ${report.pairs.durationS} s each; median ratio to the bare figure just before it, and the range):` +
      ` \`GET /api/Identity/user\` ${pairFigure(report.pairs.get)} of the bare GET; register retry` +
      ` ${pairFigure(report.pairs.retryOfBarePost)} of the bare POST with the same body. Against the bare GET: the retry` +
      ` ${pairFigure(report.pairs.retry)}, the bare POST itself ${pairFigure(report.pairs.barePost)}.`,
    '',
    ...instancePairsFigure(report.instancePairs, report.pairs.durationS).flatMap((line) => [line, '']),
    ...propagationFigure(report.propagation),
    `Peak resident memory (VmHWM) of the PGlite instance over its cases: ${report.peakMb} MB.`,
    '',
    ...growthTable(report),
    '',
  ].join('\n');
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n\n';
  const pattern = /## API\n[\s\S]*?(?=\n## |$)/;
  const next = pattern.test(current)
    ? current.replace(pattern, `${section.trimEnd()}\n`)
    : `${current.trimEnd()}\n\n${section}`;
  writeFileSync(path, next.endsWith('\n') ? next : `${next}\n`);
  console.log(`Wrote ${path}`);
}
