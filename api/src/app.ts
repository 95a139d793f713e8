// First, before any schema exists: zod compiles each schema made after this into a specialised validator on its
// first parse, with the same results and messages (zod.dev/compile; api/src/__tests__/compiledValidation.test.ts).
// The registration payload's schema is made on the first registration of each day, so it is compiled. Interpreted,
// it cost a registration retry about a quarter of its CPU (bench/README.md, issue 14).
import 'zod/compile';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Auth } from 'firebase-admin/auth';

import {
  DEFAULT_AUTH_SETTINGS,
  DEFAULT_RATE_LIMITS,
  type ApiConfig,
  type AuthSettings,
  type RateLimitSettings,
} from './config';
import { createAccountRepository, rememberedAccounts } from './db/accountRepository';
import type { Database } from './db/client';
import { createProfileRepository } from './db/profileRepository';
import { createRateLimitRepository, USER_BUCKETS } from './db/rateLimitRepository';
import { rememberedProfiles } from './db/rememberedProfiles';
import { rememberedRefusals } from './db/rememberedRefusals';
import { createSessionRepository } from './db/sessionRepository';
import { createTokenRevocationRepository, TOKEN_REVOCATION_RETENTION_MS } from './db/tokenRevocationRepository';
import { writerMemoryOf } from './db/writerMemory';
import { ApiError } from './errors/apiError';
import { getAdminAuth } from './firebaseAdmin';
import { parseJsonBody } from './lib/jsonBody';
import { refuseOverLimit } from './lib/rateLimited';
import { loggerOptions, type LoggerSetting } from './logger';
import { authentication } from './plugins/auth';
import { errorHandling } from './plugins/errors';
import { expiredRowsCleanup, type CleanupJob } from './plugins/expiredRowsCleanup';
import { bucketKey, clientKey, databaseRateLimitStore } from './plugins/rateLimitStore';
import { security } from './plugins/security';
import { accountRoutes } from './routes/account';
import { healthRoutes } from './routes/health';
import { logoutRoutes } from './routes/logout';
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
    Partial<Pick<ApiConfig, 'trustProxy' | 'requireVerifiedEmail'>>;
  /** Firebase Auth (tokens, users); defaults to firebase-admin for `config.firebaseProjectId`. */
  auth?: Pick<Auth, 'verifyIdToken' | 'getUser' | 'deleteUser' | 'revokeRefreshTokens'>;
  authSettings?: Partial<AuthSettings>;
  rateLimits?: Partial<RateLimitSettings>;
  logger?: LoggerSetting;
  now?: () => Date;
}

/** Builds the API without listening: `server.ts` listens, tests `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logger ?? false),
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Our own 503 while closing (below): Fastify's has no Retry-After, none of our headers, and another body.
    return503OnClosing: false,
    // Behind a proxy, request.ip (the rate limits' key) is the client's address from X-Forwarded-For.
    trustProxy: options.config.trustProxy ?? false,
  });
  const now = options.now ?? (() => new Date());
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const revocations = createTokenRevocationRepository(options.database.db);
  // PGlite: this process alone writes the database, so it answers the hot reads (the caller's profile, this
  // deployment's refusals) from memory. PostgreSQL: other instances write too, so every request asks it.
  const memory = writerMemoryOf(options.database);
  const profileRepository = createProfileRepository(options.database.db);
  const repository = memory ? rememberedProfiles(profileRepository, memory) : profileRepository;
  const sessionRepository = createSessionRepository(options.database.db);
  const remembered = memory ? rememberedRefusals(revocations, sessionRepository, memory) : null;
  const refusals = remembered ?? revocations;
  const sessions = remembered ?? sessionRepository;
  const accountRepository = createAccountRepository(options.database.db);
  const accounts = memory ? rememberedAccounts(accountRepository, memory) : accountRepository;
  const authSettings = { ...DEFAULT_AUTH_SETTINGS, ...options.authSettings };
  const auth = options.auth ?? getAdminAuth(options.config.firebaseProjectId);
  const cleanupJobs: CleanupJob[] = [
    {
      name: 'token revocations',
      intervalMs: CLEANUP_INTERVAL_MS,
      run: () => revocations.deleteRevokedBefore(new Date(now().getTime() - TOKEN_REVOCATION_RETENTION_MS)),
    },
  ];
  // PostgreSQL may serve many instances: they count in its rows. PGlite is one instance by construction (its folder
  // is locked by one process), so its counters stay in memory: no write per request for nothing to share.
  let rateLimitStore;
  if (options.database.kind === 'postgres') {
    const counters = createRateLimitRepository(options.database.db);
    rateLimitStore = databaseRateLimitStore(counters);
    cleanupJobs.push({
      name: 'rate-limit counters',
      intervalMs: rateLimits.windowMs,
      // A window's length past its end: clocks of instances and database may differ a little.
      run: () => counters.deleteExpiredBefore(new Date(now().getTime() - rateLimits.windowMs)),
    });
  }

  // JSON only: anything else is a 415.
  app.removeContentTypeParser(['text/plain']);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);

  await app.register(errorHandling);
  await app.register(security, { corsOrigins: options.config.corsOrigins, rateLimits, rateLimitStore });
  // Shutting down: requests still arriving on kept-alive connections get the API's 503 (Retry-After, security and
  // CORS headers, `{ code, message }`); Fastify adds `Connection: close`, so the client reconnects elsewhere.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, _reply, done) => done(closing ? new ApiError('unavailable') : undefined));
  // Answers to the requests in flight close their connection too: the process exits once they are sent, instead of
  // waiting for each kept-alive connection to time out (72 s).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
  await app.register(authentication, {
    auth,
    revocations: refusals,
    revocationCacheMs: authSettings.revocationCacheMs,
    authTimeoutMs: authSettings.timeoutMs,
    verifiedEmailRoutes: options.config.requireVerifiedEmail,
    now,
  });
  // One per-user limit for every change to one's own account, counted together (after the token: keyed by uid).
  const perUser = app.createRateLimit({
    max: rateLimits.accountPerUser,
    timeWindow: rateLimits.windowMs,
    keyGenerator: (request) => bucketKey(USER_BUCKETS.account, request.user?.uid ?? clientKey(request.ip)),
  });
  const accountLimit = async (request: FastifyRequest, reply: FastifyReply) =>
    refuseOverLimit(await perUser(request), reply);
  await app.register(expiredRowsCleanup, { jobs: cleanupJobs });

  await app.register(healthRoutes, { database: options.database, auth, timeoutMs: authSettings.timeoutMs });
  await app.register(weatherForecastRoutes, { now });
  await app.register(registerRoutes, { repository, now, ...rateLimits });
  await app.register(userRoutes, { repository, accountLimit, now });
  await app.register(accountRoutes, {
    accounts,
    revocations: refusals,
    auth,
    accountLimit,
    authTimeoutMs: authSettings.timeoutMs,
    now,
  });
  await app.register(usersRoutes, { repository });
  await app.register(logoutRoutes, { sessions });
  return app;
}
