// Webhook delivery latency: from the commit of the transaction that wrote an event to the moment a partner's
// endpoint (a loopback HTTP server) received it, signature verified, through the delivery worker woken by NOTIFY.
// Usage: npm run bench:webhooks -- [events]   (PGlite in memory, then a throwaway PostgreSQL)
import { createServer } from 'node:http';

import { createWebhookReceiver } from '@thryve/server/webhooks';

import { startThrowawayPostgres } from '../../api/src/db/__tests__/throwawayPostgres';
import { openDatabase, type Database } from '../../api/src/db/client';
import { createDeliveryWorker } from '../../api/src/webhooks/deliveryWorker';
import { createEndpointRepository } from '../../api/src/webhooks/endpointRepository';
import { eventOf, recordEvent } from '../../api/src/webhooks/outbox';
import { percentile } from './propagation';

const EVENTS = Number(process.argv[2] ?? 200);
const quiet = { info: () => undefined, warn: () => undefined };

async function measureOn(database: Database): Promise<number[]> {
  const arrived = new Map<string, number>();
  let wake: (() => void) | null = null;
  let verify: ReturnType<typeof createWebhookReceiver> | null = null;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { event } = verify!.verify(Buffer.concat(chunks), request.headers);
      arrived.set(event.data.uid, performance.now());
      response.writeHead(204).end();
      wake?.();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const { secret } = await createEndpointRepository(database.db).add(`http://127.0.0.1:${port}/`);
  verify = createWebhookReceiver({ secret });
  // The worker's own poll is set far apart: what is measured is the NOTIFY path alone.
  const worker = createDeliveryWorker({
    db: database.db,
    listen: database.listen,
    log: quiet,
    policy: 'development',
    pollMs: 60_000,
  });
  worker.start();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const latencies: number[] = [];
  for (let index = 0; index < EVENTS; index++) {
    const uid = `bench${index}`;
    const delivered = new Promise<void>((resolve) => (wake = () => arrived.has(uid) && resolve()));
    await database.db.transaction((tx) => recordEvent(tx, eventOf('user.deleted', { uid })));
    const committed = performance.now();
    await delivered;
    latencies.push((arrived.get(uid) as number) - committed);
  }
  await worker.stop();
  server.close();
  return latencies;
}

const report = (name: string, latencies: number[]) =>
  console.log(
    `${name}: ${latencies.length} events, commit to receipt p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
  );

const pglite = await openDatabase({ dataDir: 'memory://' });
report('PGlite', await measureOn(pglite));
await pglite.close();
const postgres = await startThrowawayPostgres();
try {
  const database = await openDatabase({ databaseUrl: postgres.url });
  report('PostgreSQL', await measureOn(database));
  await database.close();
} finally {
  await postgres.stop();
}
