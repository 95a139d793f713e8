import { randomBytes } from 'node:crypto';

import { Webhook } from 'standardwebhooks';

import type { ThryveEvent } from '../webhooks/events';
import { isWebhookError, type WebhookRefusalCode } from '../webhooks/webhookError';
import { createWebhookReceiver } from '../webhooks/webhookReceiver';

const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;
const SECRET = newSecret();

const EVENT: ThryveEvent = { type: 'user.deleted', timestamp: '2026-11-28T18:00:00.000Z', data: { uid: 'alice' } };

/** A delivery as Thryve sends it: the body and the three Standard Webhooks headers. */
function delivery(options: { secret?: string; id?: string; at?: number; body?: string } = {}) {
  const body = options.body ?? JSON.stringify(EVENT);
  const id = options.id ?? `msg_${randomBytes(8).toString('hex')}`;
  const at = new Date(options.at ?? Date.now());
  const signature = new Webhook(options.secret ?? SECRET).sign(id, at, body);
  const headers = {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
  return { body, headers };
}

function refusalOf(run: () => unknown): WebhookRefusalCode {
  try {
    run();
  } catch (error) {
    if (isWebhookError(error)) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('verify', () => {
  const receiver = createWebhookReceiver({ secret: SECRET });

  it('accepts a good signature: the event, typed, and its id', () => {
    const { body, headers } = delivery({ id: 'msg_1' });
    expect(receiver.verify(body, headers)).toEqual({ id: 'msg_1', event: EVENT });
    expect(receiver.verify(Buffer.from(body), new Headers(headers))).toEqual({ id: 'msg_1', event: EVENT });
  });

  it('refuses a bad signature: another secret, or a body changed after signing', () => {
    const other = delivery({ secret: newSecret() });
    expect(refusalOf(() => receiver.verify(other.body, other.headers))).toBe('signature_invalid');
    const { headers } = delivery();
    const changed = JSON.stringify({ ...EVENT, data: { uid: 'mallory' } });
    expect(refusalOf(() => receiver.verify(changed, headers))).toBe('signature_invalid');
  });

  it('refuses an old timestamp, and one in the future, beyond the tolerance', () => {
    const old = delivery({ at: Date.now() - 301_000 });
    expect(refusalOf(() => receiver.verify(old.body, old.headers))).toBe('timestamp_too_old');
    const future = delivery({ at: Date.now() + 301_000 });
    expect(refusalOf(() => receiver.verify(future.body, future.headers))).toBe('timestamp_too_new');

    const strict = createWebhookReceiver({ secret: SECRET, toleranceSeconds: 30 });
    const minuteOld = delivery({ at: Date.now() - 60_000 });
    expect(refusalOf(() => strict.verify(minuteOld.body, minuteOld.headers))).toBe('timestamp_too_old');
    expect(receiver.verify(minuteOld.body, minuteOld.headers).event).toEqual(EVENT);
  });

  it('refuses missing headers, a timestamp that is not seconds, a body that is not a Thryve event', () => {
    const { body, headers } = delivery();
    expect(refusalOf(() => receiver.verify(body, { ...headers, 'webhook-signature': undefined }))).toBe(
      'headers_missing',
    );
    expect(refusalOf(() => receiver.verify(body, { ...headers, 'webhook-timestamp': 'soon' }))).toBe(
      'timestamp_invalid',
    );
    const unknown = delivery({ body: JSON.stringify({ ...EVENT, type: 'user.hacked' }) });
    expect(refusalOf(() => receiver.verify(unknown.body, unknown.headers))).toBe('payload_invalid');
    const notJson = delivery({ body: 'not json' });
    expect(refusalOf(() => receiver.verify(notJson.body, notJson.headers))).toBe('payload_invalid');
  });

  it('accepts either secret while one is rotated out', () => {
    const next = newSecret();
    const rotating = createWebhookReceiver({ secret: [SECRET, next] });
    for (const secret of [SECRET, next]) {
      const { body, headers } = delivery({ secret });
      expect(rotating.verify(body, headers).event).toEqual(EVENT);
    }
  });

  it('refuses a secret that is not a signing secret, and a tolerance past five minutes', () => {
    expect(() => createWebhookReceiver({ secret: 'hunter2' })).toThrow(/whsec_/);
    expect(() => createWebhookReceiver({ secret: SECRET, toleranceSeconds: 3600 })).toThrow(/toleranceSeconds/);
  });
});

describe('receive', () => {
  it('handles a message once: a replay of it (same id) is a duplicate, not handled again', async () => {
    const receiver = createWebhookReceiver({ secret: SECRET });
    const handled: string[] = [];
    const message = delivery();
    const handle = (event: ThryveEvent, id: string) => void handled.push(`${event.type} ${id}`);
    await expect(receiver.receive(message.body, message.headers, handle)).resolves.toBe('handled');
    await expect(receiver.receive(message.body, message.headers, handle)).resolves.toBe('duplicate');
    // Redelivered with a new timestamp and signature, as a retry is: still the same message.
    const retry = delivery({ id: message.headers['webhook-id'] });
    await expect(receiver.receive(retry.body, retry.headers, handle)).resolves.toBe('duplicate');
    expect(handled).toEqual([`user.deleted ${message.headers['webhook-id']}`]);
  });

  it('lets the retry of a message whose handler failed be handled', async () => {
    const receiver = createWebhookReceiver({ secret: SECRET });
    const message = delivery();
    const failing = () => Promise.reject(new Error('database down'));
    await expect(receiver.receive(message.body, message.headers, failing)).rejects.toThrow('database down');
    const handle = jest.fn();
    await expect(receiver.receive(message.body, message.headers, handle)).resolves.toBe('handled');
    expect(handle).toHaveBeenCalledWith(EVENT, message.headers['webhook-id']);
  });

  it('does not note the id of a message that does not verify', async () => {
    const receiver = createWebhookReceiver({ secret: SECRET });
    const forged = delivery({ secret: newSecret(), id: 'msg_target' });
    await expect(receiver.receive(forged.body, forged.headers, jest.fn())).rejects.toMatchObject({
      code: 'signature_invalid',
    });
    const genuine = delivery({ id: 'msg_target' });
    await expect(receiver.receive(genuine.body, genuine.headers, jest.fn())).resolves.toBe('handled');
  });
});
