import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { refusalAnswer } from './refusalAnswer';
import type { ThryveAuth, ThryveUser } from './thryveAuth';
import type { ThryveEvent } from './webhooks/events';
import { answerDelivery } from './webhooks/webhookAnswer';
import type { WebhookReceiver } from './webhooks/webhookReceiver';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Thryve user of the request, set by requireSession. */
    thryveUser?: ThryveUser;
  }
}

/**
 * A Fastify `onRequest` (or `preHandler`) hook: sets `request.thryveUser` and goes on, or answers the refusal (401 or
 * 503, `{ code, message }`). Per route (`{ onRequest: requireSession(thryve) }`) or for a scope (`addHook`).
 */
export function requireSession(auth: Pick<ThryveAuth, 'authenticateRequest'>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const result = await auth.authenticateRequest(request);
    if (result.signedIn) {
      request.thryveUser = result.user;
      return undefined;
    }
    const { status, headers, body } = refusalAnswer(result);
    // Answered here: Fastify runs no later hook nor the handler.
    return reply.code(status).headers(headers).send(body);
  };
}

export interface WebhookRouteOptions {
  /** The route's path, e.g. `/webhooks/thryve`. */
  path: string;
  receiver: Pick<WebhookReceiver, 'receive'>;
  handle: (event: ThryveEvent, id: string) => unknown;
}

/**
 * A Fastify plugin: the POST route that receives Thryve's webhooks (204 once handled; 400 `{ code, message }` when a
 * delivery does not verify; `handle`'s error is a 5xx, and Thryve retries). Its JSON arrives as bytes, in its own
 * scope only: the signature covers the body exactly as sent.
 */
export async function webhookRoute(app: FastifyInstance, options: WebhookRouteOptions): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(options.path, async (request, reply) => {
    const answer = await answerDelivery(options.receiver, request.body as Buffer, request.headers, options.handle);
    return answer.status === 204 ? reply.code(204).send() : reply.code(400).send(answer.body);
  });
}
