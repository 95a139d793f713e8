import { randomUUID } from 'node:crypto';

import type { ThryveEvent } from '@thryve/server/webhooks';
import { sql } from 'drizzle-orm';

import { notify } from '../db/changes';
import type { AppDb } from '../db/client';

/** Where a committed event wakes the instances that deliver (NOTIFY, sent at commit). */
export const WEBHOOK_CHANNEL = 'thryve_webhooks';

/** How long an event and its deliveries are kept: past the last retry (27.6 hours), long enough to look into. */
export const WEBHOOK_EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface RecordOptions {
  /** Not again when the outbox already holds an event of this type for the uid (a deletion that runs twice). */
  once?: boolean;
}

/**
 * Writes an event into the outbox, with one delivery for each enabled endpoint that hears its type, inside the
 * transaction of the change it reports: it is delivered if and only if the change commits. Nothing is written when
 * no endpoint hears it.
 */
export async function recordEvent(tx: AppDb, event: ThryveEvent, { once = false }: RecordOptions = {}): Promise<void> {
  const { uid } = event.data;
  const { rows } = (await tx.execute(sql`
    WITH endpoints AS (
      SELECT id FROM webhook_endpoints WHERE disabled_at IS NULL AND (events IS NULL OR ${event.type} = ANY(events))
    ), recorded AS (
      INSERT INTO webhook_events (id, type, uid, payload)
      SELECT ${`msg_${randomUUID().replaceAll('-', '')}`}, ${event.type}, ${uid}, ${JSON.stringify(event)}::jsonb
      WHERE EXISTS (SELECT 1 FROM endpoints) AND NOT (${once} AND EXISTS (
        SELECT 1 FROM webhook_events WHERE uid = ${uid} AND type = ${event.type}))
      RETURNING seq
    )
    INSERT INTO webhook_deliveries (event_seq, endpoint_id, uid)
    SELECT recorded.seq, endpoints.id, ${uid} FROM recorded, endpoints
    RETURNING id`)) as unknown as { rows: unknown[] };
  if (rows.length > 0) await tx.execute(notify(WEBHOOK_CHANNEL, ''));
}

/**
 * Deletes the user's events that no endpoint still waits for (delivered or given up), but the record of a deletion,
 * which holds the uid alone and keeps a deletion that runs again from being told twice.
 */
export async function forgetDeliveredEvents(tx: AppDb, uid: string): Promise<void> {
  await tx.execute(sql`
    DELETE FROM webhook_events ev WHERE ev.uid = ${uid} AND ev.type <> 'user.deleted'
      AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_seq = ev.seq AND d.status = 'pending')`);
}

/** An event of `type` about `data`, stamped now. */
export const eventOf = <E extends ThryveEvent>(type: E['type'], data: E['data']): ThryveEvent =>
  ({ type, timestamp: new Date().toISOString(), data }) as ThryveEvent;
