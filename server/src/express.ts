import type { IncomingMessage, ServerResponse } from 'node:http';

import { refusalAnswer } from './refusalAnswer';
import type { ThryveAuth, ThryveUser } from './thryveAuth';
import type { ThryveEvent } from './webhooks/events';
import { answerDelivery } from './webhooks/webhookAnswer';
import type { WebhookReceiver } from './webhooks/webhookReceiver';

declare global {
  // Express's own declaration-merging point for what middleware adds to a request.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The Thryve user of the request, set by requireSession. */
      thryveUser?: ThryveUser;
    }
  }
}

/**
 * Express (or Connect, or any `(req, res, next)` framework) middleware: sets `req.thryveUser` and goes on, or answers
 * the refusal (401 or 503, `{ code, message }`) and stops.
 */
export function requireSession(auth: Pick<ThryveAuth, 'authenticateRequest'>) {
  return (
    req: IncomingMessage & { thryveUser?: ThryveUser },
    res: ServerResponse,
    next: (error?: unknown) => void,
  ): void => {
    auth.authenticateRequest(req).then((result) => {
      if (result.signedIn) {
        req.thryveUser = result.user;
        return next();
      }
      const { status, headers, body } = refusalAnswer(result);
      res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    }, next);
  };
}

/** The body exactly as sent: the signature covers its bytes. Read here unless a raw body parser already did. */
async function rawBody(req: IncomingMessage & { body?: unknown }): Promise<Buffer> {
  if (Buffer.isBuffer(req.body)) return req.body;
  if (typeof req.body === 'string') return Buffer.from(req.body);
  if (req.body !== undefined && req.readableEnded) {
    throw new Error('receiveWebhooks needs the raw body: mount it before express.json(), or use express.raw()');
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * An Express route handler for Thryve's webhooks: verifies each delivery and hands its event to `handle` once
 * (204); 400 `{ code, message }` when it does not verify; `handle`'s error goes to `next` (a 5xx: Thryve retries).
 */
export function receiveWebhooks(
  receiver: Pick<WebhookReceiver, 'receive'>,
  handle: (event: ThryveEvent, id: string) => unknown,
) {
  return (req: IncomingMessage & { body?: unknown }, res: ServerResponse, next: (error?: unknown) => void): void => {
    rawBody(req)
      .then((body) => answerDelivery(receiver, body, req.headers, handle))
      .then((answer) => {
        if (answer.status === 204) return void res.writeHead(204).end();
        res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(answer.body));
      }, next);
  };
}
