import cors from '@fastify/cors';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

import type { RateLimitSettings } from '../config';
import { ApiError } from '../errors/apiError';

export interface SecurityPluginOptions {
  corsOrigins: string[];
  rateLimits: RateLimitSettings;
  /** Where the counters live; absent: this process's memory. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
}

async function securityPlugin(app: FastifyInstance, options: SecurityPluginOptions) {
  const allowedOrigins = new Set(options.corsOrigins);
  // Headers only, no work: every answer, a 429 included, carries them. helmet's middleware is built once here: the
  // Fastify wrapper (@fastify/helmet) built it again for every request: 13% of the CPU of a /healthz answer.
  const securityHeaders = helmet({
    // A JSON API: no documents to style or script; forbid everything.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(rateLimit, {
    // Not per route: one root hook below, ahead of CORS, authentication and the 404 handler.
    global: false,
    store: options.rateLimitStore,
    max: options.rateLimits.globalPerIp,
    timeWindow: options.rateLimits.windowMs,
    errorResponseBuilder: () => new ApiError('rate_limited'),
  });
  const perIp = app.rateLimit();
  // Every request counts (bad tokens, 401/403/404, preflights, /readyz) before any token is verified.
  // Routes opt out with `config: { rateLimit: false }` (only /healthz does).
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config.rateLimit === false) return;
    try {
      await perIp.call(app, request, reply);
    } catch (error) {
      // The 429 leaves before the CORS hook runs: an allowed page must still be able to read it.
      const origin = request.headers.origin;
      if (origin && allowedOrigins.has(origin)) reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
      throw error;
    }
  });

  await app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
}

/** Security headers (helmet), then the per-IP rate limit, then CORS for the configured origins only. */
export const security = fp(securityPlugin, { name: 'thryve-security', fastify: '5.x' });
