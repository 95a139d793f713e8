import { DEMO_API_KEY } from '@thryve/contract/defaults';
import type { Auth } from 'firebase-admin/auth';

import { identityToolkitActionCodes, type ActionCodes } from './auth/actionCodes';
import { cachedProfiles } from './auth/cachedProfiles';
import { listenForChanges } from './auth/changeFeed';
import { DEFAULT_AUTH_SETTINGS, DEFAULT_RATE_LIMITS, isDemoProject } from './config';
import type { ApiConfig, AuthSettings, RateLimitSettings } from './config';
import { createAccountRepository } from './db/accountRepository';
import type { Database } from './db/client';
import { createProfileRepository } from './db/profileRepository';
import { createTokenRevocationRepository } from './db/tokenRevocationRepository';
import { getAdminAuth } from './firebaseAdmin';
import type { LoggerSetting } from './logger';
import { createPasskeyRepository, parsePasskeySettings } from './passkeys';

type OptionalSettings =
  'trustProxy' | 'requireVerifiedEmail' | 'requestTimeoutMs' | 'passkeys' | 'partnerKeys' | 'firebaseApiKey';

export interface BuildAppOptions {
  database: Database;
  /** The settings loadConfig reads; tests give the two it needs and those they test. */
  config: Pick<ApiConfig, 'corsOrigins' | 'firebaseProjectId'> &
    Partial<Pick<ApiConfig, OptionalSettings | 'authEmulatorHost'>>;
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

/**
 * What the app's plugins and routes are given, made once per app: the database and its stores, the change feed every
 * instance hears (the database's NOTIFY: while it listens, this deployment's refusals and the caller's profile are
 * answered from memory), Firebase Auth, the clock and the settings. Each plugin takes the fields it names.
 */
export function appContext(options: BuildAppOptions) {
  const { config, database } = options;
  const { db } = database;
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const authSettings = { ...DEFAULT_AUTH_SETTINGS, ...options.authSettings };
  const feed = listenForChanges(database);
  return {
    database,
    db,
    feed,
    revocations: createTokenRevocationRepository(db, feed.write),
    accounts: createAccountRepository(db, feed.write),
    profiles: cachedProfiles(feed, createProfileRepository(db, feed.write)),
    passkeys: createPasskeyRepository(db),
    passkeySettings: config.passkeys ?? parsePasskeySettings({}, config.corsOrigins),
    auth: options.auth ?? getAdminAuth(config.firebaseProjectId),
    projectId: config.firebaseProjectId,
    authEmulatorHost: config.authEmulatorHost,
    jwksUrl: options.jwksUrl,
    firebaseTtlMs: authSettings.revocationCacheMs,
    authTimeoutMs: authSettings.timeoutMs,
    actionCodes:
      options.actionCodes ??
      identityToolkitActionCodes({
        apiKey: config.firebaseApiKey ?? (isDemoProject(config.firebaseProjectId) ? DEMO_API_KEY : undefined),
        emulatorHost: config.authEmulatorHost,
        timeoutMs: authSettings.timeoutMs,
      }),
    verifiedEmailRoutes: config.requireVerifiedEmail ?? [],
    corsOrigins: config.corsOrigins,
    rateLimits,
    partnerKeys: config.partnerKeys ?? [],
    now: options.now ?? (() => new Date()),
  };
}
