// First, before any schema exists: zod then compiles each schema into a specialised validator on its first parse, with
// the same results and messages (zod.dev/compile; api/src/__tests__/compiledValidation.test.ts).
import 'zod/compile';
import { DEMO_API_KEY } from '@thryve/shared/defaults';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Auth } from 'firebase-admin/auth';

import { identityToolkitActionCodes, type ActionCodes } from './auth/actionCodes';
import { cachedProfiles } from './auth/cachedProfiles';
import { listenForChanges } from './auth/changeFeed';
import { DEFAULT_AUTH_SETTINGS, DEFAULT_RATE_LIMITS, isDemoProject } from './config';
import type { RateLimitSettings, ApiConfig, AuthSettings } from './config';
import { createAccountRepository } from './db/accountRepository';
import type { Database } from './db/client';
import { createProfileRepository } from './db/profileRepository';
import { createTokenRevocationRepository } from './db/tokenRevocationRepository';
import { getAdminAuth } from './firebaseAdmin';
import { loggerOptions, type LoggerSetting } from './logger';
import { createPasskeyRepository, parsePasskeySettings } from './passkeys';
import { authentication } from './plugins/auth';
import { badUrls, routeBadUrl } from './plugins/badUrls';
import { errorHandling } from './plugins/errors';
import { expiredRowsCleanup } from './plugins/expiredRowsCleanup';
import { jsonBodies } from './plugins/jsonBodies';
import { connectionOptions, lifecycle } from './plugins/lifecycle';
import { orphanSweep } from './plugins/orphanSweep';
import { security } from './plugins/security';
import { webhookDelivery } from './plugins/webhookDelivery';
import { apiRoutes } from './routes';

export interface BuildAppOptions {
  database: Database;
  config: Pick<ApiConfig, 'corsOrigins' | 'firebaseProjectId'> &
    Partial<
      Pick<
        ApiConfig,
        'trustProxy' | 'requireVerifiedEmail' | 'requestTimeoutMs' | 'passkeys' | 'partnerKeys' | 'firebaseApiKey'
      >
    >;
  /** Firebase Auth (tokens, users); defaults to firebase-admin for `config.firebaseProjectId`. */
  auth?: Pick<
    Auth,
    | 'verifyIdToken'
    | 'getUser'
    | 'getUsers'
    | 'getUserByEmail'
    | 'deleteUser'
    | 'revokeRefreshTokens'
    | 'updateUser'
    | 'createCustomToken'
    | 'generatePasswordResetLink'
  >;
  /** The codes of Firebase's mails; defaults to Identity Toolkit (the emulator where firebase-admin uses it). */
  actionCodes?: ActionCodes;
  /** The key set ID tokens are verified against; Google's unless a test signs tokens with keys of its own. */
  jwksUrl?: URL;
  authSettings?: Partial<AuthSettings>;
  rateLimits?: Partial<RateLimitSettings>;
  logger?: LoggerSetting;
  now?: () => Date;
}

/** Builds the API without listening: `server.ts` listens, tests `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(options.logger ?? false),
    // Behind a proxy, request.ip (the rate limits' key) is the client's address from X-Forwarded-For.
    trustProxy: config.trustProxy ?? false,
    ...connectionOptions(config.requestTimeoutMs),
    frameworkErrors: routeBadUrl,
  });
  const now = options.now ?? (() => new Date());
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const authSettings = { ...DEFAULT_AUTH_SETTINGS, ...options.authSettings };
  const auth = options.auth ?? getAdminAuth(config.firebaseProjectId);
  const { db } = database;
  // Every instance hears every change of the refusals and profiles (the database's NOTIFY): while it listens, the hot
  // reads (this deployment's refusals, the caller's profile) are answered from memory; otherwise from the database.
  const changes = listenForChanges(database);
  app.addHook('onClose', () => changes.close());
  const revocations = createTokenRevocationRepository(db, changes.write);
  const accounts = createAccountRepository(db, changes.write);

  await app.register(jsonBodies);
  await app.register(errorHandling);
  await app.register(security, { corsOrigins: config.corsOrigins, rateLimits, db });
  await app.register(badUrls);
  await app.register(lifecycle);
  await app.register(authentication, {
    auth,
    projectId: config.firebaseProjectId,
    jwksUrl: options.jwksUrl,
    revocations,
    accounts,
    feed: changes,
    firebaseTtlMs: authSettings.revocationCacheMs,
    authTimeoutMs: authSettings.timeoutMs,
    verifiedEmailRoutes: config.requireVerifiedEmail,
    now,
  });
  await app.register(expiredRowsCleanup, { db, now, rateLimitWindowMs: rateLimits.windowMs });
  await app.register(orphanSweep, { db, accounts, auth, authTimeoutMs: authSettings.timeoutMs });
  await app.register(webhookDelivery, { database, projectId: config.firebaseProjectId });
  await app.register(apiRoutes, {
    database,
    profiles: cachedProfiles(changes, createProfileRepository(db, changes.write)),
    accounts,
    revocations,
    passkeys: createPasskeyRepository(db),
    passkeySettings: config.passkeys ?? parsePasskeySettings({}, config.corsOrigins),
    auth,
    actionCodes:
      options.actionCodes ??
      identityToolkitActionCodes({
        apiKey: config.firebaseApiKey ?? (isDemoProject(config.firebaseProjectId) ? DEMO_API_KEY : undefined),
        // The variable firebase-admin itself follows: both talk to the same Auth.
        emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
        timeoutMs: authSettings.timeoutMs,
      }),
    authTimeoutMs: authSettings.timeoutMs,
    rateLimits,
    partnerKeys: config.partnerKeys ?? [],
    now,
  });
  return app;
}
