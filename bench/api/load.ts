import { createRequire } from 'node:module';
import { join } from 'node:path';

import { memoryMb, root, type Server } from './servers';
import type { BenchUser } from './users';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface Request {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: Request) => Request;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(join(root, 'bench', 'package.json'))('autocannon') as Autocannon;

export interface LoadSettings {
  connections: number;
  durationS: number;
}

export interface Row {
  name: string;
  /** What each request was: says which bare route the row compares with. */
  work: Work;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Highest resident memory of the measured servers seen during the case, in MB. */
  rssMb: number;
}

/**
 * What each request is, the users taken in turn: `bare` and `barePost` go to the bare Fastify server (`barePost`
 * with a retry's body); `get` reads the caller's profile; `retry` registers again with the same body (changes
 * nothing: what a client's retry costs); `write` alternates each user's two bodies, so every request updates the
 * profile and stores its new 20 KB picture.
 */
export type Work = 'bare' | 'barePost' | 'healthz' | 'get' | 'retry' | 'write';

function requestFor(work: Work, users: BenchUser[], index: number): Request {
  if (work === 'bare') return { method: 'GET', path: '/bare' };
  if (work === 'healthz') return { method: 'GET', path: '/healthz' };
  const user = users[index % users.length];
  if (work === 'barePost') return { method: 'POST', path: '/bare', headers: { ...user.headers }, body: user.bodies[0] };
  // Copies: autocannon writes content-length into the headers object it is given, and a GET that carried a POST's
  // content-length would wait for a body that never comes.
  if (work === 'get')
    return { method: 'GET', path: '/api/Identity/user', headers: { authorization: user.headers.authorization } };
  const body = work === 'retry' ? user.bodies[0] : user.bodies[Math.floor(index / users.length) % 2];
  return { method: 'POST', path: '/api/Identity/register', headers: { ...user.headers }, body };
}

/**
 * The requests one autocannon sends. Fixed ones are built into bytes once and sent in turn by every connection: a
 * request built anew each time (`setupRequest`) cost the load generator ~250 µs of CPU per 27 KB body, about as
 * much as the server spent on it, on the same 2 cores (bench/README.md). Only `write` is built per request, from
 * one counter shared by all connections, so that concurrent writes go to different users.
 */
function requestsFor(work: Work, users: BenchUser[], next: () => number): Request[] {
  if (work === 'write')
    return [{ setupRequest: (request: Request) => ({ ...request, ...requestFor(work, users, next()) }) }];
  return Array.from({ length: Math.max(1, users.length) }, (_, index) => requestFor(work, users, index));
}

/** One autocannon per server, the connections split between them (a load balancer's round robin). */
export async function measure(
  name: string,
  settings: LoadSettings,
  servers: Server[],
  work: Work,
  users: BenchUser[] = [],
): Promise<Row> {
  let next = 0;
  let rssMb = 0;
  const sampler = setInterval(() => {
    for (const server of servers) rssMb = Math.max(rssMb, memoryMb(server).rss);
  }, 250);
  const connections = Math.max(1, Math.round(settings.connections / servers.length));
  const results = await Promise.all(
    servers.map((server) =>
      autocannon({
        url: server.url,
        connections,
        duration: settings.durationS,
        requests: requestsFor(work, users, () => next++),
      }),
    ),
  ).finally(() => clearInterval(sampler));
  const row: Row = {
    name,
    work,
    reqPerSec: Math.round(results.reduce((sum, result) => sum + result.requests.average, 0)),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    rssMb,
  };
  console.log(
    `${name.padEnd(60)} ${String(row.reqPerSec).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  ` +
      `non-2xx ${row.non2xx}  errors ${row.errors}  rss ${row.rssMb} MB`,
  );
  return row;
}
