import type { IncomingMessage } from 'node:http';

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { ApiError } from '../errors/apiError';

const BAD_URL = Symbol('thryve.badUrl');

type MarkedRequest = IncomingMessage & { [BAD_URL]?: true };

/**
 * Fastify's `frameworkErrors`: a URL its router cannot take (bad percent-encoding such as `/api/%zz`, a parameter
 * past its length) would be answered by Fastify's own body, without any of the API's hooks. Instead the request is
 * routed once more, as `/` and marked, so that it goes the API's way: security headers, the rate limit, then a 400
 * `{ code, message }` (below). The URL it came with is not logged.
 */
export function routeBadUrl(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw as MarkedRequest;
  raw[BAD_URL] = true;
  raw.url = '/';
  request.server.routing(raw, reply.raw);
}

/** Answers the requests routeBadUrl marked; registered after the security plugin, before any route's own hooks. */
async function badUrlsPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) =>
    done((request.raw as MarkedRequest)[BAD_URL] ? new ApiError('bad_request') : undefined),
  );
}

export const badUrls = fp(badUrlsPlugin, { name: 'thryve-bad-urls', fastify: '5.x' });
