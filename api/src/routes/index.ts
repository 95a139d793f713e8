import type { FastifyInstance } from 'fastify';
import type { Auth } from 'firebase-admin/auth';

import type { ActionCodes } from '../auth/actionCodes';
import type { RateLimitSettings } from '../config';
import type { AccountRepository } from '../db/accountRepository';
import type { Database } from '../db/client';
import type { ProfileRepository } from '../db/profileRepository';
import { USER_BUCKETS } from '../db/rateLimitRepository';
import type { TokenRevocationRepository } from '../db/tokenRevocationRepository';
import { passkeyRoutes } from '../passkeys';
import type { PasskeySettings } from '../passkeys/passkeyConfig';
import type { PasskeyRepository } from '../passkeys/passkeyRepository';
import { byUser, ownLimit } from '../plugins/rateLimit';
import { accountRoutes } from './account';
import { emailVerificationRoutes } from './email-verification';
import { healthRoutes } from './health';
import { logoutRoutes } from './logout';
import { partnerStandingRoutes } from './partner-standing';
import { registerRoutes } from './register';
import { userRoutes } from './user';
import { usersRoutes } from './users';
import { weatherForecastRoutes } from './weather-forecast';

/** What the route modules are given: the app's stores, its clock, Firebase Auth and its settings. */
export interface RoutesOptions {
  database: Database;
  profiles: ProfileRepository;
  accounts: AccountRepository;
  revocations: TokenRevocationRepository;
  passkeys: PasskeyRepository;
  passkeySettings: PasskeySettings;
  auth: Pick<
    Auth,
    | 'getUser'
    | 'getUserByEmail'
    | 'deleteUser'
    | 'updateUser'
    | 'revokeRefreshTokens'
    | 'createCustomToken'
    | 'generatePasswordResetLink'
  >;
  /** The codes of Firebase's mails (the verification link's), checked and applied through Firebase. */
  actionCodes: ActionCodes;
  authTimeoutMs: number;
  rateLimits: RateLimitSettings;
  /** The keys partner backends ask for a user's standing with. */
  partnerKeys: readonly string[];
  now: () => Date;
}

/**
 * Every route module of the API, one per folder, each given what it needs. A plain list rather than
 * @fastify/autoload: the production server is one bundled file (scripts/lib/bundleNode.mjs) with no routes folder for
 * autoload to read at run time, and each module takes options of its own.
 */
export async function apiRoutes(app: FastifyInstance, options: RoutesOptions) {
  const { auth, authTimeoutMs, now, rateLimits } = options;
  const { windowMs } = rateLimits;
  // One per-user limit for every change to one's own account, counted together.
  const accountLimit = ownLimit(app, USER_BUCKETS.account, { max: rateLimits.accountPerUser, windowMs, key: byUser });

  await app.register(healthRoutes, { database: options.database, auth, timeoutMs: authTimeoutMs });
  await app.register(weatherForecastRoutes, { now });
  await app.register(registerRoutes, { repository: options.profiles, now, ...rateLimits });
  await app.register(userRoutes, { repository: options.profiles, accountLimit, now });
  await app.register(accountRoutes, {
    accounts: options.accounts,
    revocations: options.revocations,
    auth,
    accountLimit,
    authTimeoutMs,
    now,
  });
  await app.register(emailVerificationRoutes, {
    actionCodes: options.actionCodes,
    accounts: options.accounts,
    auth,
    authTimeoutMs,
    now,
  });
  await app.register(usersRoutes, { repository: options.profiles });
  await app.register(logoutRoutes, { sessions: options.revocations, now });
  await app.register(partnerStandingRoutes, {
    auth,
    revocations: options.revocations,
    authTimeoutMs,
    partnerKeys: options.partnerKeys,
  });
  await app.register(passkeyRoutes, {
    passkeys: options.passkeys,
    settings: options.passkeySettings,
    auth,
    accountLimit,
    signInPerIp: rateLimits.passkeySignInPerIp,
    windowMs,
    authTimeoutMs,
    now,
  });
}
