import type { ThryveEvent } from '@thryve/server/webhooks';
import { eq } from 'drizzle-orm';

import { buildApp } from '../../app';
import { DATABASE_KINDS, newPostgresUrl, openTestDatabase } from '../../db/__tests__/testDatabases';
import { openDatabase, type Database } from '../../db/client';
import { webhookDeliveries, webhookEvents } from '../../db/schema';
import { createDeliveryWorker, type DeliveryWorker, type DeliveryWorkerOptions } from '../deliveryWorker';
import { createEndpointRepository } from '../endpointRepository';
import { eventOf, recordEvent } from '../outbox';
import { startPartnerReceiver, type PartnerReceiver } from './partnerReceiver';

jest.setTimeout(120_000);

const deleted = (uid: string) => eventOf('user.deleted', { uid });
const ended = (uid: string, authTime: number) =>
  eventOf('session.ended', { uid, scope: 'session', authTime }) as ThryveEvent;

describe.each(DATABASE_KINDS)('webhook delivery on %s', (name) => {
  let database: Database;
  let receiver: Awaited<ReturnType<typeof startPartnerReceiver>>;
  const workers: DeliveryWorker[] = [];
  const warnings: { fields: object; message: string }[] = [];
  const log = { info: () => undefined, warn: (fields: object, message: string) => warnings.push({ fields, message }) };

  const startWorker = (on: Database = database, options: Partial<DeliveryWorkerOptions> = {}) => {
    const worker = createDeliveryWorker({
      db: on.db,
      listen: on.listen,
      log,
      policy: 'development',
      pollMs: 50,
      ...options,
    });
    worker.start();
    workers.push(worker);
    return worker;
  };
  /** Records the events, each in a transaction of its own, as the API's writes do. */
  const record = async (events: ThryveEvent[], on: Database = database) => {
    for (const event of events) await on.db.transaction((tx) => recordEvent(tx, event));
  };
  const addEndpoint = async (partner: PartnerReceiver & { setSecret(secret: string): void }) => {
    const { endpoint, secret } = await createEndpointRepository(database.db).add(partner.url);
    partner.setSecret(secret);
    return endpoint;
  };

  /** The deliveries once none is pending any more (the receiver answers before the outcome is recorded). */
  const settledDeliveries = async () => {
    for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
      const rows = await database.db.select().from(webhookDeliveries);
      if (rows.every((row) => row.status !== 'pending' || row.leasedUntil === null)) return rows;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('deliveries still under way');
  };

  beforeEach(async () => {
    database = await openTestDatabase(name);
    warnings.length = 0;
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await receiver?.close();
    await database.close();
  });

  it("signs each event so @thryve/server's receiver verifies it, the body { type, timestamp, data }", async () => {
    receiver = await startPartnerReceiver();
    await addEndpoint(receiver);
    startWorker();
    const event = deleted('alice');
    await record([event]);
    const [got] = await receiver.waitFor(1);
    expect(got.event).toEqual(event);
    expect(got.id).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(receiver.refused).toEqual([]);
  });

  it('still verifies for the previous secret for a day after a rotation', async () => {
    receiver = await startPartnerReceiver();
    const { endpoint, secret } = await createEndpointRepository(database.db).add(receiver.url);
    await createEndpointRepository(database.db).rotate(endpoint.id);
    receiver.setSecret(secret);
    startWorker();
    await record([deleted('alice')]);
    await receiver.waitFor(1);
    expect(receiver.refused).toEqual([]);
  });

  it('sends an endpoint only the types it hears, and nothing is written when no endpoint hears it', async () => {
    receiver = await startPartnerReceiver();
    const { secret } = await createEndpointRepository(database.db).add(receiver.url, ['user.deleted']);
    receiver.setSecret(secret);
    startWorker();
    await record([ended('bob', 1), deleted('bob')]);
    const [got] = await receiver.waitFor(1);
    expect(got.event.type).toBe('user.deleted');
    expect(await database.db.select().from(webhookDeliveries)).toHaveLength(1);
  });

  it('retries a failing endpoint with the same message id until it answers 2xx', async () => {
    receiver = await startPartnerReceiver((_id, attempt) => (attempt <= 2 ? 503 : 200));
    const endpoint = await addEndpoint(receiver);
    startWorker(database, { retryDelaysMs: [100, 100, 100] });
    await record([deleted('carol')]);
    const [got] = await receiver.waitFor(1);
    expect(receiver.attempts).toEqual([got.id, got.id, got.id]);
    const [row] = await settledDeliveries();
    expect(row).toMatchObject({ status: 'delivered', attempts: 3, lastStatus: 200, lastError: null });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toEqual({
      fields: { endpoint: endpoint.id, message: got.id, attempt: 1, reason: 'answered 503', retryInMs: 100 },
      message: 'webhook delivery failed: retried later',
    });
  });

  it('gives up after the last retry: failed, listed for the operator, logged without the URL, uid or secret', async () => {
    receiver = await startPartnerReceiver(() => 500);
    const endpoint = await addEndpoint(receiver);
    startWorker(database, { retryDelaysMs: [50, 50] });
    await record([deleted('dave')]);
    const deadline = Date.now() + 20_000;
    while ((await createEndpointRepository(database.db).list())[0].failed === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await createEndpointRepository(database.db).list()).toEqual([
      expect.objectContaining({ id: endpoint.id, pending: 0, failed: 1 }),
    ]);
    expect(receiver.attempts).toHaveLength(3);
    expect(await createEndpointRepository(database.db).recentFailures(endpoint.id)).toEqual([
      {
        eventId: receiver.attempts[0],
        type: 'user.deleted',
        status: 'failed',
        attempts: 3,
        lastStatus: 500,
        lastError: 'answered 500',
        lastAttemptAt: expect.any(Date),
      },
    ]);
    expect(warnings.at(-1)?.message).toBe('webhook delivery failed: given up after the last retry');
    const logged = JSON.stringify(warnings);
    expect(logged).not.toContain('dave');
    expect(logged).not.toContain('127.0.0.1');
    expect(logged).not.toContain('whsec_');
  });

  it('in production reaches no loopback endpoint, by its address or by a name that resolves to it', async () => {
    receiver = await startPartnerReceiver();
    const { port } = new URL(receiver.url);
    const endpoints = createEndpointRepository(database.db);
    const byAddress = await endpoints.add(receiver.url);
    const byName = await endpoints.add(`https://localhost:${port}/thryve-events`);
    startWorker(database, { policy: 'production', retryDelaysMs: [] });
    await record([deleted('ivan')]);
    for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
      if ((await endpoints.list()).every((endpoint) => endpoint.failed === 1)) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await endpoints.recentFailures(byAddress.endpoint.id)).toEqual([
      expect.objectContaining({ status: 'failed', lastStatus: null, lastError: 'address refused' }),
    ]);
    expect(await endpoints.recentFailures(byName.endpoint.id)).toEqual([
      expect.objectContaining({ status: 'failed', lastStatus: null, lastError: 'address refused' }),
    ]);
    expect(receiver.attempts).toEqual([]);
  });

  it("delivers a user's events in order, one at a time, while a failing one holds back only that user's", async () => {
    const firstOfErin = { id: '' };
    receiver = await startPartnerReceiver((id, attempt) => (id === firstOfErin.id && attempt === 1 ? 500 : 204));
    await addEndpoint(receiver);
    await record([ended('erin', 1)]);
    const [first] = await database.db.select({ id: webhookEvents.id }).from(webhookEvents);
    firstOfErin.id = first.id;
    await record([2, 3, 4, 5].map((time) => ended('erin', time)));
    await record([1, 2, 3].map((time) => ended('frank', time)));
    startWorker(database, { retryDelaysMs: [500] });
    const got = await receiver.waitFor(8);
    const timesOf = (uid: string) =>
      got
        .map(({ event }) => event)
        .filter((event) => event.data.uid === uid)
        .map((event) => (event.data as { authTime: number }).authTime);
    expect(timesOf('erin')).toEqual([1, 2, 3, 4, 5]);
    expect(timesOf('frank')).toEqual([1, 2, 3]);
    // Frank's went while Erin's first waited for its retry.
    expect(got.slice(0, 3).map(({ event }) => event.data.uid)).toEqual(['frank', 'frank', 'frank']);
  });

  it('delivers each event once when three instances deliver from one database', async () => {
    receiver = await startPartnerReceiver();
    await addEndpoint(receiver);
    // PostgreSQL: three instances, each with its own pool; PGlite: one process holds the database, three workers.
    const url = name === 'postgres' ? await newPostgresUrl() : null;
    const shared = url ? await openDatabase({ databaseUrl: url }) : database;
    const instances = url
      ? [shared, await openDatabase({ databaseUrl: url }), await openDatabase({ databaseUrl: url })]
      : [database, database, database];
    try {
      if (url) {
        const { secret } = await createEndpointRepository(shared.db).add(receiver.url);
        receiver.setSecret(secret);
      }
      for (const instance of instances) startWorker(instance, { batch: 4 });
      const users = Array.from({ length: 12 }, (_, index) => `user${index}`);
      await Promise.all(
        users.map((uid) =>
          record(
            [1, 2, 3, 4, 5].map((time) => ended(uid, time)),
            instances[users.indexOf(uid) % 3],
          ),
        ),
      );
      await receiver.waitFor(60);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(receiver.attempts).toHaveLength(60);
      expect(new Set(receiver.attempts).size).toBe(60);
      for (const uid of users) {
        const times = receiver.received
          .filter(({ event }) => event.data.uid === uid)
          .map(({ event }) => (event.data as { authTime: number }).authTime);
        expect(times).toEqual([1, 2, 3, 4, 5]);
      }
    } finally {
      await Promise.all(workers.splice(0).map((worker) => worker.stop()));
      if (url) await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  it("keeps events and their deliveries 30 days, then the API's cleanup deletes them", async () => {
    receiver = await startPartnerReceiver(() => 500);
    await addEndpoint(receiver);
    await record([deleted('jill'), deleted('kurt')]);
    const day = 24 * 60 * 60 * 1000;
    await database.db
      .update(webhookEvents)
      .set({ createdAt: new Date(Date.now() - 30 * day - 60_000) })
      .where(eq(webhookEvents.uid, 'jill'));
    await database.db
      .update(webhookEvents)
      .set({ createdAt: new Date(Date.now() - 29 * day) })
      .where(eq(webhookEvents.uid, 'kurt'));
    // The API runs its cleanup jobs before it is ready.
    const api = await buildApp({ database, config: { corsOrigins: [], firebaseProjectId: 'demo-thryve' } });
    await api.ready();
    await api.close();
    const left = await database.db.select({ uid: webhookDeliveries.uid }).from(webhookDeliveries);
    expect(left).toEqual([{ uid: 'kurt' }]);
    expect((await database.db.select().from(webhookEvents)).map((event) => event.uid)).toEqual(['kurt']);
  });

  it('sends a disabled endpoint nothing: what it was owed waits for enable, events meanwhile never go', async () => {
    receiver = await startPartnerReceiver();
    const endpoint = await addEndpoint(receiver);
    const endpoints = createEndpointRepository(database.db);
    await record([deleted('owed')]);
    await endpoints.disable(endpoint.id);
    await record([deleted('meanwhile')]);
    const worker = startWorker();
    expect(await worker.drain()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.attempts).toEqual([]);

    await endpoints.enable(endpoint.id);
    await record([deleted('after')]);
    const got = await receiver.waitFor(2);
    expect(got.map(({ event }) => event.data.uid)).toEqual(['owed', 'after']);
    expect((await settledDeliveries()).map((row) => row.status)).toEqual(['delivered', 'delivered']);
  });

  it('keeps what was delivered: a delivered row is not sent again', async () => {
    receiver = await startPartnerReceiver();
    await addEndpoint(receiver);
    const worker = startWorker();
    await record([deleted('gina')]);
    await receiver.waitFor(1);
    const [row] = await settledDeliveries();
    expect(row.status).toBe('delivered');
    expect(await worker.drain()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.attempts).toHaveLength(1);
  });
});
