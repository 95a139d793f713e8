import { randomBytes } from 'node:crypto';

import type { ThryveEventType } from '@thryve/server/webhooks';
import { asc, eq, sql } from 'drizzle-orm';

import type { AppDb } from '../db/client';
import { webhookEndpoints } from '../db/schema';

/** How long a rotated-out secret still signs deliveries beside the new one: the partner's time to switch. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

/** A partner endpoint as the operator sees it: never its secret. */
export interface WebhookEndpoint {
  id: string;
  url: string;
  /** The event types it hears; null: every type. */
  events: ThryveEventType[] | null;
  createdAt: Date;
  disabledAt: Date | null;
  /** Deliveries still to make (retries included), and those given up after the last retry. */
  pending: number;
  failed: number;
}

/** A delivery failing or given up, as the operator sees it. */
export interface DeliveryFailure {
  /** The message id, `webhook-id`. */
  eventId: string;
  type: ThryveEventType;
  status: 'failed' | 'retrying';
  attempts: number;
  /** The endpoint's HTTP status on the last attempt, or null when it gave no answer. */
  lastStatus: number | null;
  lastError: string;
  lastAttemptAt: Date;
}

/** A new signing secret as the Standard Webhooks specification shapes it: `whsec_` and 32 random bytes, base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const newEndpointId = () => `ep_${randomBytes(12).toString('base64url')}`;

// Column names spelled out: drizzle leaves a column unqualified in a select list, and `id` is also a delivery's.
const count = (status: 'pending' | 'failed') =>
  sql<number>`(SELECT count(*)::int FROM webhook_deliveries d WHERE d.endpoint_id = webhook_endpoints.id AND d.status = ${status})`;

/**
 * The partner endpoints events are delivered to. The URL is stored as given: checking it (scheme, address) is the
 * caller's job, before `add`.
 */
export function createEndpointRepository(db: AppDb) {
  return {
    /** Adds an endpoint hearing `events` (every type when absent or empty); its secret is answered once, here. */
    async add(
      url: string,
      events?: readonly ThryveEventType[] | null,
    ): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
      const secret = newSecret();
      const [row] = await db
        .insert(webhookEndpoints)
        .values({ id: newEndpointId(), url, secret, events: events?.length ? [...new Set(events)] : null })
        .returning();
      const endpoint = {
        id: row.id,
        url: row.url,
        events: row.events as ThryveEventType[] | null,
        createdAt: row.createdAt,
        disabledAt: row.disabledAt,
        pending: 0,
        failed: 0,
      };
      return { endpoint, secret };
    },

    /** Every endpoint, oldest first, with its pending and failed deliveries. */
    async list(): Promise<WebhookEndpoint[]> {
      const rows = await db
        .select({
          id: webhookEndpoints.id,
          url: webhookEndpoints.url,
          events: webhookEndpoints.events,
          createdAt: webhookEndpoints.createdAt,
          disabledAt: webhookEndpoints.disabledAt,
          pending: count('pending'),
          failed: count('failed'),
        })
        .from(webhookEndpoints)
        .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
      return rows.map((row) => ({ ...row, events: row.events as ThryveEventType[] | null }));
    },

    /** Removes the endpoint and its deliveries (nothing more is sent to it); false when there was none. */
    async remove(id: string): Promise<boolean> {
      const removed = await db
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id))
        .returning({ id: webhookEndpoints.id });
      return removed.length > 0;
    },

    /**
     * Stops sending to the endpoint: events recorded while it is disabled get no delivery to it (outbox.ts), and its
     * deliveries already owed wait, in order, until it is enabled. Answers when it was disabled (the first time, when
     * disabled twice), or null when there is no such endpoint.
     */
    async disable(id: string): Promise<Date | null> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ disabledAt: sql`coalesce(${webhookEndpoints.disabledAt}, now())` })
        .where(eq(webhookEndpoints.id, id))
        .returning({ disabledAt: webhookEndpoints.disabledAt });
      return row ? (row.disabledAt as Date) : null;
    },

    /**
     * Sends to the endpoint again: the deliveries it was owed before it was disabled first, then every new event.
     * Answers since when it had been disabled (null: it was not), or undefined when there is no such endpoint.
     */
    async enable(id: string): Promise<{ wasDisabledSince: Date | null } | undefined> {
      const previous = db
        .$with('previous')
        .as(
          db
            .select({ id: webhookEndpoints.id, disabledAt: webhookEndpoints.disabledAt })
            .from(webhookEndpoints)
            .where(eq(webhookEndpoints.id, id)),
        );
      const [row] = await db
        .with(previous)
        .update(webhookEndpoints)
        .set({ disabledAt: null })
        .from(previous)
        .where(eq(webhookEndpoints.id, previous.id))
        .returning({ wasDisabledSince: previous.disabledAt });
      return row ? { wasDisabledSince: row.wasDisabledSince } : undefined;
    },

    /**
     * Gives the endpoint a new secret, answered once; the current one keeps signing beside it (a second signature in
     * `webhook-signature`) for PREVIOUS_SECRET_GRACE_MS. Null when there is no such endpoint.
     */
    async rotate(id: string): Promise<{ secret: string; previousSecretValidUntil: Date } | null> {
      const secret = newSecret();
      const rotated = await db
        .update(webhookEndpoints)
        .set({
          secret,
          previousSecret: sql`${webhookEndpoints.secret}`,
          previousSecretExpiresAt: sql`now() + ${`${PREVIOUS_SECRET_GRACE_MS} milliseconds`}::interval`,
        })
        .where(eq(webhookEndpoints.id, id))
        .returning({ until: webhookEndpoints.previousSecretExpiresAt });
      return rotated.length > 0 ? { secret, previousSecretValidUntil: rotated[0].until as Date } : null;
    },

    /**
     * The endpoint's latest failed attempts, newest first: deliveries given up (`failed`) or failing and still retried
     * (`retrying`), with the message id (`webhook-id`) and event type, never the event's data.
     */
    async recentFailures(id: string, limit = 5): Promise<DeliveryFailure[]> {
      const { rows } = (await db.execute(sql`
        SELECT ev.id AS "eventId", ev.type, CASE WHEN d.status = 'failed' THEN 'failed' ELSE 'retrying' END AS status,
          d.attempts, d.last_status AS "lastStatus", d.last_error AS "lastError", d.last_attempt_at AS "lastAttemptAt"
        FROM webhook_deliveries d JOIN webhook_events ev ON ev.seq = d.event_seq
        WHERE d.endpoint_id = ${id} AND d.last_error IS NOT NULL AND d.status <> 'delivered'
        ORDER BY d.last_attempt_at DESC, d.id DESC
        LIMIT ${limit}`)) as unknown as { rows: (DeliveryFailure & { lastAttemptAt: Date | string })[] };
      return rows.map((row) => ({ ...row, lastAttemptAt: new Date(row.lastAttemptAt) }));
    },
  };
}
