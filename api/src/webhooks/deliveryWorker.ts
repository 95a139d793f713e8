import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';

import type { AppDb, Database } from '../db/client';
import { postToEndpoint } from './endpointRequest';
import type { EndpointPolicy } from './endpointUrl';
import { WEBHOOK_CHANNEL } from './outbox';

/**
 * The waits between attempts, as Standard Webhooks senders use them: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after
 * the first attempt (8 attempts over 27.6 hours), then the delivery is given up (`failed`).
 */
const RETRY_DELAYS_MS = [5e3, 3e5, 18e5, 72e5, 18e6, 36e6, 36e6];

interface DeliveryLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface DeliveryWorkerOptions {
  db: AppDb;
  listen: Database['listen'];
  log: DeliveryLog;
  /** Which addresses endpoints may have (endpointUrl.ts), checked again at each connection. */
  policy: EndpointPolicy;
  retryDelaysMs?: readonly number[];
  /** Longest wait for an endpoint's answer (default 10 s). */
  timeoutMs?: number;
  /** How long a taken delivery is this instance's alone; longer than `timeoutMs` (default: it plus 5 s). */
  leaseMs?: number;
  /** How often due retries (and notifications lost while the listener reconnected) are looked for (default 1 s). */
  pollMs?: number;
  /** Deliveries taken at once (default 16). */
  batch?: number;
}

interface Taken {
  id: number;
  attempts: number;
  message_id: string;
  endpoint_id: string;
  payload: unknown;
  url: string;
  secret: string;
  previous_secret: string | null;
}

/**
 * Takes due deliveries for this instance: the first pending one of each (endpoint, user) only, so a user's events
 * reach an endpoint one at a time and in order; rows another instance has locked are skipped (SKIP LOCKED) and rows
 * it has leased are not due. The lease is committed before the request is made, so no transaction stays open.
 */
async function take(db: AppDb, batch: number, leaseMs: number): Promise<Taken[]> {
  const { rows } = (await db.execute(sql`
    WITH due AS (
      SELECT d.id FROM webhook_deliveries d
      JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.disabled_at IS NULL
      WHERE d.status = 'pending' AND d.next_attempt_at <= now() AND (d.leased_until IS NULL OR d.leased_until <= now())
        AND NOT EXISTS (
          SELECT 1 FROM webhook_deliveries p
          WHERE p.endpoint_id = d.endpoint_id AND p.uid = d.uid AND p.status = 'pending' AND p.event_seq < d.event_seq)
      ORDER BY d.event_seq
      LIMIT ${batch}
      FOR UPDATE OF d SKIP LOCKED
    )
    UPDATE webhook_deliveries w
    SET leased_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = w.attempts + 1, last_attempt_at = now()
    FROM due, webhook_events ev, webhook_endpoints en
    WHERE w.id = due.id AND ev.seq = w.event_seq AND en.id = w.endpoint_id
    RETURNING w.id, w.attempts, ev.id AS message_id, w.endpoint_id, ev.payload, en.url, en.secret,
      CASE WHEN en.previous_secret_expires_at > now() THEN en.previous_secret END AS previous_secret`)) as unknown as {
    rows: Taken[];
  };
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The request's headers: the message id, the time, and a signature by each secret in use (Standard Webhooks). */
function signedHeaders(taken: Taken, body: string): Record<string, string> {
  const now = new Date();
  const secrets = [taken.secret, taken.previous_secret].filter((secret): secret is string => secret !== null);
  return {
    'content-type': 'application/json',
    'user-agent': 'Thryve-Webhooks/1',
    'webhook-id': taken.message_id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(taken.message_id, now, body)).join(' '),
  };
}

/**
 * Delivers the outbox to the partner endpoints, at least once, from any number of instances. Woken at once by each
 * committed event (NOTIFY), and every `pollMs` for retries that came due.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions) {
  const { db, log } = options;
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const leaseMs = options.leaseMs ?? timeoutMs + 5_000;
  const batch = options.batch ?? 16;

  function attempt(taken: Taken) {
    const body = JSON.stringify(taken.payload);
    return postToEndpoint(taken.url, signedHeaders(taken, body), body, { policy: options.policy, timeoutMs });
  }

  /** Records the attempt's outcome, unless the lease was lost meanwhile (then another attempt's outcome counts). */
  async function settle(taken: Taken, outcome: { status: number | null; error: string | null }) {
    const fields = { endpoint: taken.endpoint_id, message: taken.message_id, attempt: taken.attempts };
    if (outcome.error === null) {
      await db.execute(sql`
        UPDATE webhook_deliveries SET status = 'delivered', delivered_at = now(), leased_until = NULL,
          last_status = ${outcome.status}, last_error = NULL
        WHERE id = ${taken.id} AND attempts = ${taken.attempts} AND status = 'pending'`);
      return;
    }
    const delay = delays[taken.attempts - 1];
    const givenUp = delay === undefined;
    await db.execute(sql`
      UPDATE webhook_deliveries SET leased_until = NULL, last_status = ${outcome.status}, last_error = ${outcome.error},
        status = ${givenUp ? 'failed' : 'pending'},
        next_attempt_at = now() + ${`${delay ?? 0} milliseconds`}::interval
      WHERE id = ${taken.id} AND attempts = ${taken.attempts} AND status = 'pending'`);
    if (givenUp)
      log.warn({ ...fields, reason: outcome.error }, 'webhook delivery failed: given up after the last retry');
    else log.warn({ ...fields, reason: outcome.error, retryInMs: delay }, 'webhook delivery failed: retried later');
  }

  /** Takes and delivers until nothing is due; the number delivered or tried. */
  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const taken = await take(db, batch, leaseMs);
      if (taken.length === 0) return handled;
      await Promise.all(taken.map(async (one) => settle(one, await attempt(one))));
      handled += taken.length;
    }
  }

  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  /** One drain at a time; a wake-up during one runs another after it. */
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .then(() => undefined)
      .catch((error: unknown) => log.warn({ code: (error as { code?: string }).code }, 'webhook delivery pass failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  return {
    drain,
    start() {
      unlisten = options.listen([WEBHOOK_CHANNEL], { notified: wake, listening: (up) => up && wake() });
      timer = setInterval(wake, options.pollMs ?? 1_000);
      timer.unref();
    },
    /** Stops taking deliveries and waits for those under way. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten?.();
      await running;
    },
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
