import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { RateLimitSettings } from '../config';
import type { AppDb } from '../db/client';
import { createRateLimitRepository } from '../db/rateLimitRepository';
import { ApiError, isApiError } from '../errors/apiError';
import { bucketKey, databaseRateLimitStore } from './rateLimitStore';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The readiness probe: let through when the counters' store (the database) fails, to say it is down. */
    readiness?: boolean;
  }
}

/**
 * The client's key in the per-IP limits: @fastify/rate-limit's own `normalizeIP` (an IPv6 address counts by its
 * subnet) for IPv6; an address without ':' is IPv4 and is its own key, without normalizeIP's long pattern.
 */
function clientKey(ip: string): string {
  return ip.includes(':') ? normalizeIP(ip) : ip;
}

/** The caller's uid once the token is checked, its address before. */
export const byUser = (request: FastifyRequest) => request.user?.uid ?? clientKey(request.ip);
export const byAddress = (request: FastifyRequest) => clientKey(request.ip);

/**
 * A limit of its own (`bucket`, counted apart from the per-IP limit of every route) as a hook: past `max` requests of
 * a key per window, a 429 saying when to try again, as the per-IP limit does.
 */
export function ownLimit(
  app: FastifyInstance,
  bucket: string,
  { max, windowMs, key }: { max: number; windowMs: number; key: (request: FastifyRequest) => string },
) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => bucketKey(bucket, key(request)),
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const limit = await limiter(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('Retry-After', String(limit.ttlInSeconds));
    throw new ApiError('rate_limited');
  };
}

export interface RateLimitPluginOptions {
  limits: RateLimitSettings;
  /** Where the counters live: every instance counts in the same rows. */
  db: AppDb;
  /** The origins whose pages may read a 429 (it leaves before the CORS hook runs). */
  corsOrigins: string[];
}

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitPluginOptions) {
  const allowedOrigins = new Set(options.corsOrigins);
  await app.register(rateLimit, {
    // Not per route: one root hook below, ahead of CORS, authentication and the 404 handler.
    global: false,
    // Every instance counts in the same rows, spending leases of each window's quota from memory.
    store: databaseRateLimitStore(createRateLimitRepository(options.db)),
    max: options.limits.globalPerIp,
    timeWindow: options.limits.windowMs,
    errorResponseBuilder: () => new ApiError('rate_limited'),
    keyGenerator: (request) => clientKey(request.ip),
    // The limit's headers on a 429 only (with Retry-After): on other answers CORS exposes none to our screens.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
  const perIp = app.rateLimit();
  // Every request counts (bad tokens, 401/403/404, preflights, /readyz) before any token is verified.
  // Routes opt out with `config: { rateLimit: false }` (only /healthz does).
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config.rateLimit === false) return;
    try {
      await perIp.call(app, request, reply);
    } catch (error) {
      if (request.routeOptions.config.readiness && !isApiError(error)) return;
      // The 429 leaves before the CORS hook runs: an allowed page must still be able to read it.
      const origin = request.headers.origin;
      if (origin && allowedOrigins.has(origin)) reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
      throw error;
    }
  });
}

/**
 * The per-IP limit of every route, on @fastify/rate-limit with the shared counters as its store; `ownLimit` adds
 * limits of their own (register, the account, passkey sign-in) on the same store.
 */
export const rateLimiting = fp(rateLimitPlugin, { name: 'thryve-rate-limit', fastify: '5.x' });
