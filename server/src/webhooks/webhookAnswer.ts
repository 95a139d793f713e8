import type { ThryveEvent } from './events';
import { isWebhookError } from './webhookError';
import type { WebhookHeaders, WebhookReceiver } from './webhookReceiver';

/**
 * Receives one delivery and says how to answer it, the same in every adapter: 204 once handled (or already handled),
 * 400 `{ code, message }` when it does not verify, and the handler's error thrown on (a 5xx: the sender retries).
 */
export async function answerDelivery(
  receiver: Pick<WebhookReceiver, 'receive'>,
  body: string | Buffer,
  headers: WebhookHeaders,
  handle: (event: ThryveEvent, id: string) => unknown,
): Promise<{ status: 204 } | { status: 400; body: { code: string; message: string } }> {
  try {
    await receiver.receive(body, headers, handle);
    return { status: 204 };
  } catch (error) {
    if (!isWebhookError(error)) throw error;
    return { status: 400, body: { code: error.code, message: error.message } };
  }
}
