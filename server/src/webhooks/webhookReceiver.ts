import { Webhook } from 'standardwebhooks';

import { THRYVE_EVENT_TYPES, type ThryveEvent } from './events';
import { memoryReplayStore, type ReplayStore } from './replayStore';
import { WebhookError } from './webhookError';

/** The Standard Webhooks library's own bound on a message's age; a receiver may ask for less, not more. */
const MAX_TOLERANCE_SECONDS = 5 * 60;
/** How long a handled id is remembered: the sender retries a message for a day. */
const REMEMBER_MS = 24 * 60 * 60 * 1000;

export interface WebhookReceiverOptions {
  /** The endpoint's signing secret (`whsec_...`), or several while one is rotated out. */
  secret: string | readonly string[];
  /** How far a message's timestamp may be from this clock (seconds, at most 300). Default 300. */
  toleranceSeconds?: number;
  /** Where handled message ids are noted; this process's memory by default. */
  replays?: ReplayStore;
}

/** Request headers as Node or the Fetch API hold them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

const headerOf = (headers: WebhookHeaders, name: string) => {
  const value = headers instanceof Headers ? headers.get(name) : headers[name];
  return Array.isArray(value) ? value[0] : (value ?? undefined);
};

function asEvent(payload: unknown): ThryveEvent {
  const event = payload as Partial<ThryveEvent> | null;
  const valid =
    (THRYVE_EVENT_TYPES as readonly unknown[]).includes(event?.type) &&
    typeof event?.timestamp === 'string' &&
    typeof event.data === 'object' &&
    event.data !== null;
  if (!valid) throw new WebhookError('payload_invalid');
  return event as ThryveEvent;
}

/**
 * Verifies Thryve's webhooks by the Standard Webhooks specification: an HMAC-SHA256 signature (`v1,...`) of
 * `id.timestamp.body` by the endpoint's secret, a timestamp within the tolerance, and, in `receive`, each message id
 * handled once.
 */
export function createWebhookReceiver(options: WebhookReceiverOptions) {
  const secrets = [options.secret].flat();
  if (secrets.length === 0 || !secrets.every((secret) => secret.startsWith('whsec_'))) {
    throw new Error('createWebhookReceiver: secret must be the endpoint signing secret, whsec_...');
  }
  const tolerance = options.toleranceSeconds ?? MAX_TOLERANCE_SECONDS;
  if (!(tolerance > 0 && tolerance <= MAX_TOLERANCE_SECONDS)) {
    throw new Error(`createWebhookReceiver: toleranceSeconds must be from 1 to ${MAX_TOLERANCE_SECONDS}`);
  }
  const signers = secrets.map((secret) => new Webhook(secret));
  const replays = options.replays ?? memoryReplayStore();

  /** The message's id and event, once its signature and timestamp hold; throws a WebhookError. */
  function verify(body: string | Buffer, headers: WebhookHeaders): { id: string; event: ThryveEvent } {
    const id = headerOf(headers, 'webhook-id');
    const timestamp = headerOf(headers, 'webhook-timestamp');
    const signature = headerOf(headers, 'webhook-signature');
    if (!id || !timestamp || !signature) throw new WebhookError('headers_missing');
    if (!/^\d{1,12}$/.test(timestamp)) throw new WebhookError('timestamp_invalid');
    const age = Date.now() / 1000 - Number(timestamp);
    if (age > tolerance) throw new WebhookError('timestamp_too_old');
    if (age < -tolerance) throw new WebhookError('timestamp_too_new');
    const signed = { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature };
    const text = body.toString();
    for (const signer of signers) {
      let payload: unknown;
      try {
        payload = signer.verify(text, signed);
      } catch (error) {
        // A JSON body that does not parse was signed by the holder of the secret: not a signature failure.
        if (error instanceof SyntaxError) throw new WebhookError('payload_invalid', { cause: error });
        continue;
      }
      return { id, event: asEvent(payload) };
    }
    throw new WebhookError('signature_invalid');
  }

  /**
   * Verifies the message and hands its event to `handle`, once per message id: a replay or a redelivery of a handled
   * message resolves 'duplicate' without calling it. When `handle` throws, the id is given back (the sender retries)
   * and the error goes on.
   */
  async function receive(
    body: string | Buffer,
    headers: WebhookHeaders,
    handle: (event: ThryveEvent, id: string) => unknown,
  ): Promise<'handled' | 'duplicate'> {
    const { id, event } = verify(body, headers);
    if (!(await replays.claim(id, REMEMBER_MS))) return 'duplicate';
    try {
      await handle(event, id);
    } catch (error) {
      await replays.release(id);
      throw error;
    }
    return 'handled';
  }

  return { verify, receive };
}

export type WebhookReceiver = ReturnType<typeof createWebhookReceiver>;
