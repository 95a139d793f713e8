import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

import type { RateLimitSettings } from '../config';
import type { AppDb } from '../db/client';
import { rateLimiting } from './rateLimit';

export interface SecurityPluginOptions {
  corsOrigins: string[];
  rateLimits: RateLimitSettings;
  /** Where the rate limits' counters live. */
  db: AppDb;
}

/**
 * helmet's headers for our settings, computed once: they depend on no request (no CSP nonces), so every answer gets
 * the same block. helmet stays the one source of their names and values, without its middlewares on every request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const csp = options.contentSecurityPolicy;
  const directives: Record<string, unknown> = (typeof csp === 'object' && csp.directives) || {};
  const perRequest = (value: unknown) =>
    typeof value === 'function' || (Array.isArray(value) && value.some((entry) => typeof entry === 'function'));
  if (Object.values(directives).some(perRequest)) {
    throw new Error('helmet settings that depend on the request (CSP functions) cannot be precomputed');
  }
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  // Synchronous: the unit test compares the result with what helmet's own middleware sets.
  helmet(options)(response.req, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/**
 * helmet's settings for a JSON API (OWASP's REST Security Cheat Sheet): what protects a JSON answer stays (`nosniff`,
 * HSTS, a CSP forbidding everything including framing, `X-Frame-Options: DENY`, CORP); headers that act only on a
 * rendered document go. The pages' own headers (COOP for the Google popup, Referrer-Policy) are the static server's.
 */
const API_HEADERS: HelmetOptions = {
  // Exactly these two: helmet's defaults add directives for documents (scripts, styles, fonts) a JSON answer has not.
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'same-site' },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * The headers every answer of the API carries, computed once: those of Fastify's answers (the hook below) and those
 * Node writes itself before Fastify has a request (lib/clientErrors.ts).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(helmetHeaders(API_HEADERS));

async function securityPlugin(app: FastifyInstance, options: SecurityPluginOptions) {
  // Headers only, no work: every answer, a 429 included, carries them.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(API_SECURITY_HEADERS);
    done();
  });
  await app.register(rateLimiting, { limits: options.rateLimits, db: options.db, corsOrigins: options.corsOrigins });

  await app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // The account export's file name, for a page that saves the download under it.
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
}

/** Security headers (helmet), then the per-IP rate limit, then CORS for the configured origins only. */
export const security = fp(securityPlugin, { name: 'thryve-security', fastify: '5.x' });
