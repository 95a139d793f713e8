import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

import { createWebhookReceiver, type ThryveEvent } from '@thryve/server/webhooks';

export interface Received {
  id: string;
  event: ThryveEvent;
  /** When it arrived (Date.now()). */
  at: number;
}

export interface PartnerReceiver {
  url: string;
  /** Every verified message, in the order they arrived, retries included. */
  received: Received[];
  /** Requests refused (signature, timestamp): none is expected. */
  refused: string[];
  /** Every request, answered or not, by webhook-id. */
  attempts: string[];
  /** Resolves once `count` verified messages arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/**
 * A partner's endpoint on loopback, verifying with @thryve/server's receiver (the secret is set once the endpoint is
 * added). `answer` decides each request's status (after verification); `hold` leaves a request unanswered.
 */
export async function startPartnerReceiver(
  answer: (id: string, attempt: number) => number | 'hold' = () => 204,
): Promise<PartnerReceiver & { setSecret(secret: string | string[]): void }> {
  let verify: ReturnType<typeof createWebhookReceiver> | null = null;
  const received: Received[] = [];
  const refused: string[] = [];
  const attempts: string[] = [];
  const waiters = new Set<() => void>();
  const held = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = String(request.headers['webhook-id']);
      attempts.push(id);
      try {
        if (!verify) throw new Error('no secret yet');
        const { event } = verify.verify(Buffer.concat(chunks), request.headers);
        const status = answer(id, attempts.filter((one) => one === id).length);
        if (status === 'hold') return void held.add(response);
        if (status < 300) received.push({ id, event, at: Date.now() });
        response.writeHead(status).end();
      } catch (error) {
        refused.push((error as { code?: string }).code ?? String(error));
        response.writeHead(400).end();
      }
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/thryve-events`,
    received,
    refused,
    attempts,
    setSecret: (secret) => (verify = createWebhookReceiver({ secret })),
    waitFor: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${received.length} of ${count} messages arrived (refused: ${refused.join(', ')})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
