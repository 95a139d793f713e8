// First, before any schema exists: zod then compiles each schema into a specialised validator on its first parse, with
// the same results and messages (zod.dev/compile; api/src/__tests__/compiledValidation.test.ts).
import 'zod/compile';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Auth } from 'firebase-admin/auth';

import { cachedProfiles } from './auth/cachedProfiles';
import { listenForChanges } from './auth/changeFeed';
import {
  DEFAULT_AUTH_SETTINGS,
  DEFAULT_RATE_LIMITS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type ApiConfig,
  type AuthSettings,
  type RateLimitSettings,
} from './config';
import { createAccountRepository } from './db/accountRepository';
import type { Database } from './db/client';
import { createProfileRepository } from './db/profileRepository';
import { createRateLimitRepository, USER_BUCKETS } from './db/rateLimitRepository';
import { passkeyChallenges, rateLimitCounters, tokenRevocations } from './db/schema';
import { createTokenRevocationRepository, TOKEN_REVOCATION_RETENTION_MS } from './db/tokenRevocationRepository';
import { ApiError } from './errors/apiError';
import { getAdminAuth } from './firebaseAdmin';
import { answerClientError } from './lib/clientErrors';
import { parseJsonBody } from './lib/jsonBody';
import { byUser, ownLimit } from './lib/rateLimited';
import { loggerOptions, type LoggerSetting } from './logger';
import { CHALLENGE_TTL_MS, createPasskeyRepository, parsePasskeySettings, passkeyRoutes } from './passkeys';
import { authentication } from './plugins/auth';
import { errorHandling } from './plugins/errors';
import { expiredRowsCleanup, type CleanupJob } from './plugins/expiredRowsCleanup';
import { databaseRateLimitStore } from './plugins/rateLimitStore';
import { security } from './plugins/security';
import { accountRoutes } from './routes/account';
import { healthRoutes } from './routes/health';
import { logoutRoutes } from './routes/logout';
import { partnerStandingRoutes } from './routes/partner-standing';
import { registerRoutes } from './routes/register';
import { userRoutes } from './routes/user';
import { usersRoutes } from './routes/users';
import { weatherForecastRoutes } from './routes/weather-forecast';

/** Recorded revocations are kept for a day: looking for expired ones hourly is plenty. */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** Everything but register: small JSON bodies only. */
const DEFAULT_BODY_LIMIT = 16 * 1024;

export interface BuildAppOptions {
  database: Database;
  config: Pick<ApiConfig, 'corsOrigins' | 'firebaseProjectId'> &
    Partial<Pick<ApiConfig, 'trustProxy' | 'requireVerifiedEmail' | 'requestTimeoutMs' | 'passkeys'>>;
  /** Firebase Auth (tokens, users); defaults to firebase-admin for `config.firebaseProjectId`. */
  auth?: Pick<Auth, 'verifyIdToken' | 'getUser' | 'deleteUser' | 'revokeRefreshTokens' | 'createCustomToken'>;
  /** The key set ID tokens are verified against; Google's unless a test signs tokens with keys of its own. */
  jwksUrl?: URL;
  authSettings?: Partial<AuthSettings>;
  rateLimits?: Partial<RateLimitSettings>;
  logger?: LoggerSetting;
  now?: () => Date;
}

/** Builds the API without listening: `server.ts` listens, tests `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const requestTimeout = options.config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: loggerOptions(options.logger ?? false),
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Our own 503 while closing (below): Fastify's has no Retry-After, none of our headers, and another body.
    return503OnClosing: false,
    // Behind a proxy, request.ip (the rate limits' key) is the client's address from X-Forwarded-For.
    trustProxy: options.config.trustProxy ?? false,
    // A request arrives whole within REQUEST_TIMEOUT_MS or is answered 408, its connection closed: a stalled body
    // holds no connection for good (a slow handler is not cut). Node times a stalled body by the longer of its two
    // limits, hence both, and looks for late requests every second instead of every 30 s.
    requestTimeout,
    http: { headersTimeout: requestTimeout, connectionsCheckingInterval: 1_000 },
    clientErrorHandler: answerClientError,
  });
  const now = options.now ?? (() => new Date());
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const { db } = options.database;
  // Every instance hears every change of the refusals and profiles (the database's NOTIFY): while it listens, the hot
  // reads (this deployment's refusals, the caller's profile) are answered from memory; otherwise from the database.
  const changes = listenForChanges(options.database);
  app.addHook('onClose', () => changes.close());
  const revocations = createTokenRevocationRepository(db, changes.write);
  const repository = cachedProfiles(changes, createProfileRepository(db, changes.write));
  const accounts = createAccountRepository(db, changes.write);
  const authSettings = { ...DEFAULT_AUTH_SETTINGS, ...options.authSettings };
  const auth = options.auth ?? getAdminAuth(options.config.firebaseProjectId);
  const { windowMs } = rateLimits;
  const cleanupJobs: CleanupJob[] = [
    {
      name: 'token revocations',
      column: tokenRevocations.revokedAt,
      keepMs: TOKEN_REVOCATION_RETENTION_MS,
      intervalMs: CLEANUP_INTERVAL_MS,
    },
    // A window's length past its end: clocks of instances and database may differ a little.
    { name: 'rate-limit counters', column: rateLimitCounters.expiresAt, keepMs: windowMs, intervalMs: windowMs },
    // The challenges no one answered in time, as often as they expire.
    { name: 'passkey challenges', column: passkeyChallenges.expiresAt, keepMs: 0, intervalMs: CHALLENGE_TTL_MS },
  ];

  // JSON only: anything else is a 415.
  app.removeContentTypeParser(['text/plain']);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, parseJsonBody);

  await app.register(errorHandling);
  await app.register(security, {
    corsOrigins: options.config.corsOrigins,
    rateLimits,
    // Every instance counts in the same rows, spending leases of each window's quota from memory.
    rateLimitStore: databaseRateLimitStore(createRateLimitRepository(db)),
  });
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
  await app.register(authentication, {
    auth,
    projectId: options.config.firebaseProjectId,
    jwksUrl: options.jwksUrl,
    revocations,
    feed: changes,
    firebaseTtlMs: authSettings.revocationCacheMs,
    authTimeoutMs: authSettings.timeoutMs,
    verifiedEmailRoutes: options.config.requireVerifiedEmail,
    now,
  });
  // One per-user limit for every change to one's own account, counted together.
  const accountLimit = ownLimit(app, USER_BUCKETS.account, { max: rateLimits.accountPerUser, windowMs, key: byUser });
  await app.register(expiredRowsCleanup, { db, now, jobs: cleanupJobs });

  await app.register(healthRoutes, { database: options.database, auth, timeoutMs: authSettings.timeoutMs });
  await app.register(weatherForecastRoutes, { now });
  await app.register(registerRoutes, { repository, now, ...rateLimits });
  await app.register(userRoutes, { repository, accountLimit, now });
  await app.register(accountRoutes, {
    accounts,
    revocations,
    auth,
    accountLimit,
    authTimeoutMs: authSettings.timeoutMs,
    now,
  });
  await app.register(usersRoutes, { repository });
  await app.register(logoutRoutes, { sessions: revocations, now });
  await app.register(partnerStandingRoutes, { auth, revocations, authTimeoutMs: authSettings.timeoutMs });
  await app.register(passkeyRoutes, {
    passkeys: createPasskeyRepository(db),
    settings: options.config.passkeys ?? parsePasskeySettings({}, options.config.corsOrigins),
    auth,
    accountLimit,
    signInPerIp: rateLimits.passkeySignInPerIp,
    windowMs,
    authTimeoutMs: authSettings.timeoutMs,
    now,
  });
  return app;
}
