import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { ApiError } from '../errors/apiError';

export interface RateLimitSettings {
  /** Requests per window per IP on every route. */
  globalPerIp: number;
  /** Registrations per window per IP. */
  registerPerIp: number;
  /** Registrations per window per user (uid). */
  registerPerUser: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  globalPerIp: 600,
  registerPerIp: 30,
  registerPerUser: 10,
  windowMs: 60_000,
};

export interface SecurityPluginOptions {
  corsOrigins: string[];
  rateLimits: RateLimitSettings;
}

async function securityPlugin(app: FastifyInstance, options: SecurityPluginOptions) {
  await app.register(helmet, {
    // A JSON API: no documents to style or script; forbid everything.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimits.globalPerIp,
    timeWindow: options.rateLimits.windowMs,
    errorResponseBuilder: () => new ApiError('rate_limited'),
  });
}

/** Security headers (helmet), CORS for the configured origins only, per-IP rate limits. */
export const security = fp(securityPlugin, { name: 'thryve-security', fastify: '5.x' });
