import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { ThryveEvent } from '@thryve/server/webhooks';

import { startApi, type ApiProcess } from '../../db/__tests__/apiProcess';
import { DATABASE_KINDS, newPostgresUrl } from '../../db/__tests__/testDatabases';
import { openDatabase, type Database } from '../../db/client';
import { webhookDeliveries } from '../../db/schema';
import { createEndpointRepository } from '../endpointRepository';
import { eventOf, recordEvent } from '../outbox';
import { startPartnerReceiver } from './partnerReceiver';

jest.setTimeout(180_000);

const running: ApiProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const api of running)
    if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
  await Promise.all(running.map((api) => api.exited));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const ended = (authTime: number) =>
  eventOf('session.ended', { uid: 'hana', scope: 'session', authTime }) as ThryveEvent;

describe.each(DATABASE_KINDS)('on %s', (name) => {
  it('kill -9 of the API mid-delivery loses nothing: after a restart the event is delivered again, then the next', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'thryve-webhooks-kill-'));
    folders.push(dataDir);
    const databaseUrl = name === 'postgres' ? await newPostgresUrl() : '';
    const open = () => (databaseUrl ? openDatabase({ databaseUrl }) : openDatabase({ dataDir }));
    let receiverHolds = true;
    // The partner holds the first request unanswered: the API is killed while it waits for the answer.
    const receiver = await startPartnerReceiver((_id, attempt) => (attempt === 1 && receiverHolds ? 'hold' : 204));
    try {
      let database: Database = await open();
      const { secret } = await createEndpointRepository(database.db).add(receiver.url);
      receiver.setSecret(secret);
      await database.db.transaction((tx) => recordEvent(tx, ended(1)));
      await database.db.transaction((tx) => recordEvent(tx, ended(2)));
      await database.close();

      const env = { DATABASE_URL: databaseUrl };
      const first = await startApi(dataDir, env);
      running.push(first);
      for (const deadline = Date.now() + 30_000; receiver.attempts.length === 0;) {
        if (Date.now() > deadline) throw new Error(`no delivery began: ${first.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      first.child.kill('SIGKILL');
      await first.exited;
      receiverHolds = false;

      const second = await startApi(dataDir, env);
      running.push(second);
      const got = await receiver.waitFor(2, 60_000);
      const [held] = receiver.attempts;
      expect(got.map(({ event }) => (event.data as { authTime: number }).authTime)).toEqual([1, 2]);
      expect(got[0].id).toBe(held);
      expect(receiver.attempts).toEqual([held, held, got[1].id]);
      second.child.kill('SIGTERM');
      await second.exited;

      database = await open();
      try {
        const rows = await database.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.eventSeq);
        expect(rows.map((row) => [row.status, row.attempts])).toEqual([
          ['delivered', 2],
          ['delivered', 1],
        ]);
      } finally {
        await database.close();
      }
    } finally {
      await receiver.close();
    }
  });
});
