import type { Socket } from 'node:net';

import { REQUEST_TIMEOUT_MS } from '@thryve/contract/defaults';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { ChangeFeed } from '../auth/changeFeed';
import { ApiError } from '../errors/apiError';
import { answerClientError } from '../lib/clientErrors';
import { API_SECURITY_HEADERS } from './security';

/** Everything but register: small JSON bodies only. */
const DEFAULT_BODY_LIMIT = 16 * 1024;

/** The server's options for receiving requests and for closing. */
export function connectionOptions(requestTimeoutMs = REQUEST_TIMEOUT_MS) {
  return {
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Our own 503 while closing (below): Fastify's has no Retry-After, none of our headers, and another body.
    return503OnClosing: false,
    // A request arrives whole within REQUEST_TIMEOUT_MS or is answered 408, its connection closed: a stalled body
    // holds no connection for good (a slow handler is not cut). Node times a stalled body by the longer of its two
    // limits, hence both, and looks for late requests every second instead of every 30 s.
    requestTimeout: requestTimeoutMs,
    http: { headersTimeout: requestTimeoutMs, connectionsCheckingInterval: 1_000 },
    clientErrorHandler: (error: Error, socket: Socket) => answerClientError(error, socket, API_SECURITY_HEADERS),
  };
}

async function lifecyclePlugin(app: FastifyInstance, options: { feed: Pick<ChangeFeed, 'close'> }) {
  // The change feed every instance hears (its own connection to the database) ends with the app.
  app.addHook('onClose', () => options.feed.close());
  // Shutting down: requests still arriving on kept-alive connections get the API's 503 (Retry-After, security and
  // CORS headers, `{ code, message }`); Fastify adds `Connection: close`, so the client reconnects elsewhere.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // An unknown route is answered here, before its body is read (so Fastify's not-found handler never runs): nothing
  // sent there is worth receiving. A connection that announced a body is closed after the 404 instead of being read
  // to the end.
  app.addHook('onRequest', (request, reply, done) => {
    if (closing) return done(new ApiError('unavailable'));
    if (!request.is404) return done();
    if (request.headers['transfer-encoding'] || Number(request.headers['content-length']) > 0) {
      reply.header('Connection', 'close');
    }
    done(new ApiError('not_found'));
  });
  // Answers to the requests in flight close their connection too: the process exits once they are sent, instead of
  // waiting for each kept-alive connection to time out (72 s).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
}

/**
 * The app's way in and out: the change feed closed with the app and, around the routes, while closing, a 503 that sends the client elsewhere and answers
 * that close their connections; an unknown route is a 404 before its body is read. After the security plugin, so
 * these answers carry its headers.
 */
export const lifecycle = fp(lifecyclePlugin, { name: 'thryve-lifecycle', fastify: '5.x' });
