import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { RateLimitSettings } from '../config';
import { ApiError } from '../errors/apiError';

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
