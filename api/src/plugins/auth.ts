import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';

import type { TokenRevocationRepository } from '../db/tokenRevocationRepository';
import { ApiError } from '../errors/apiError';
import { withTimeout } from '../lib/withTimeout';
import { createRevocationCache } from './revocationCache';
import { KEYS_UNAVAILABLE, localTokenVerifier } from './tokenVerifier';
import { rememberVerifiedTokens } from './verifiedTokens';

export interface AuthUser {
  uid: string;
  email: string | null;
  role: string | null;
  /** The token's `auth_time` (seconds): the same for every token of one sign-in, another for other devices. */
  authTime: number;
  /** The token's `email_verified` claim: Firebase saw the owner follow the verification link. */
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook: 401 unless a valid, unrevoked Firebase id token of an enabled user, from a sign-in that
     * was not logged out, is sent. Everything behind it is personal data: the answer is never cached.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler hook factory: 403 unless the caller's token carries the role claim. */
    requireRole: (role: string) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler hook: 403 `recent_sign_in_required` unless the caller signed in (password or Google) within the last
     * five minutes: what deleting the account or keeping one sign-in among all asks of a stolen token.
     */
    requireRecentSignIn: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Forgets what this instance remembers of a user's tokens and Firebase standing (a deleted account, revoked
     * sign-ins): the next request of that user is checked from the sources again.
     */
    forgetUser: (uid: string) => void;
  }
}

/** Logouts and role changes made by this deployment. */
interface DeploymentRefusals extends Pick<TokenRevocationRepository, 'isRefused'> {
  /** `isRefused`'s answer at once when it is in memory; undefined when it must be asked. */
  known?(uid: string, authTime: number): boolean | undefined;
}

export interface AuthPluginOptions {
  auth: Pick<Auth, 'verifyIdToken' | 'getUser'>;
  /** Logouts and role changes made by this deployment, checked on every request. */
  revocations: DeploymentRefusals;
  /** How long Firebase's answer on a user's revocation/disabling is reused; 0: asked on every request. */
  revocationCacheMs: number;
  /** Longest wait for the Auth backend before answering 503. */
  authTimeoutMs: number;
  /** Route paths that refuse tokens of an unverified email address (403 `email_unverified`). */
  verifiedEmailRoutes?: readonly string[];
  now?: () => Date;
}

/** How recent a sign-in must be for the account's most sensitive changes (Firebase's own rule for them). */
const RECENT_SIGN_IN_SECONDS = 5 * 60;

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/**
 * Verifying the token: failures of the Auth backend (network, its own errors, Google's keys out of reach, our
 * timeout) rather than of the token. The caller is not at fault and may retry; anything else refuses the token.
 */
function isVerifierFailure(error: unknown): boolean {
  const code = codeOf(error);
  return (
    typeof code === 'string' &&
    (code.startsWith('app/') || code === 'auth/internal-error' || code === KEYS_UNAVAILABLE || code === 'timeout')
  );
}

/**
 * Asking the Auth backend about the user (getUser): only "no such user" is about the caller (the account is gone);
 * every other failure (quota, permissions, the backend's own errors, our timeout) is the backend's.
 */
const isLookupFailure = (error: unknown) => codeOf(error) !== 'auth/user-not-found';

const BEARER = 'Bearer ';
/** An ID token is three base64url parts joined by dots; anything else is refused before it is verified. */
const TOKEN_CHARACTERS = /^[A-Za-z0-9._-]+$/;

const malformed = () => Promise.reject(Object.assign(new Error('malformed token'), { code: 'malformed-token' }));

/** Firebase always signs one in; only a forged emulator token can lack it, and logout needs it. */
function withAuthTime(token: DecodedIdToken): DecodedIdToken {
  if (!Number.isSafeInteger(token.auth_time)) throw Object.assign(new Error('no auth_time'), { code: 'no-auth-time' });
  return token;
}

function toUser(token: DecodedIdToken): AuthUser {
  const role = token.role;
  return {
    uid: token.uid,
    email: token.email ?? null,
    role: typeof role === 'string' ? role : null,
    authTime: token.auth_time,
    emailVerified: token.email_verified === true,
  };
}

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Adds the verified-email check to the routes REQUIRE_VERIFIED_EMAIL names (after their own hooks: the token is
 * checked first) and, once the app is ready, refuses to start if one of them names no route.
 */
function requireVerifiedEmailOn(app: FastifyInstance, paths: readonly string[]): void {
  const pending = new Set(paths);
  const requireVerified: preHandlerHookHandler = (request, _reply, done) =>
    done(request.user?.emailVerified ? undefined : new ApiError('email_unverified'));
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!paths.includes(route.url)) return;
    pending.delete(route.url);
    route.preHandler = [...asArray(route.preHandler), requireVerified];
  });
  app.addHook('onReady', async () => {
    if (pending.size > 0) {
      throw new Error(`REQUIRE_VERIFIED_EMAIL names no route of the API: ${[...pending].join(', ')}`);
    }
  });
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  app.decorateRequest('user', null);
  const now = options.now ?? (() => new Date());
  requireVerifiedEmailOn(app, options.verifiedEmailRoutes ?? []);

  // The timeout bounds the calls that leave the process (Google's keys, getUser), not the answers the caches
  // already hold: most requests start no timer at all.
  const bounded = <T>(call: Promise<T>) => withTimeout(call, options.authTimeoutMs);
  const verifyToken = localTokenVerifier(options.auth);
  // The characters are checked before a token is verified, not on every request: only the very same bytes of a
  // token that passed are taken from the cache (a regular expression over its hundreds of characters on every
  // request was 3% of a GET's CPU).
  const tokens = rememberVerifiedTokens((token) =>
    TOKEN_CHARACTERS.test(token) ? bounded(verifyToken(token)).then(withAuthTime) : malformed(),
  );
  const revocationCache = createRevocationCache(
    { getUser: (uid) => bounded(options.auth.getUser(uid)) },
    options.revocationCacheMs,
  );

  /** Asks the Auth backend (or its caches): its failure is a 503 (bounded by the timeout), a refusal a 401. */
  async function askAuth<T>(
    request: FastifyRequest,
    call: () => Promise<T>,
    isBackendFailure: (error: unknown) => boolean,
  ): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (isBackendFailure(error)) {
        request.log.warn({ err: error }, 'auth backend unavailable');
        throw new ApiError('unavailable');
      }
      request.log.info({ reason: (error as { code?: string }).code ?? 'unknown' }, 'token refused');
      throw new ApiError('unauthorized');
    }
  }

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const header = request.headers.authorization;
    if (!header?.startsWith(BEARER) || header.length === BEARER.length) throw new ApiError('unauthorized');
    const token = header.slice(BEARER.length);
    // Most requests: every check has its answer in memory, and every answer accepts. Nothing to wait for.
    const known = tokens.known(token);
    if (known) {
      const user = toUser(known);
      const refusedHere = options.revocations.known?.(user.uid, user.authTime);
      if (refusedHere === false && revocationCache.known(user.uid, user.authTime) === null) {
        request.user = user;
        return;
      }
    }
    // Otherwise each check from its cache or its source, side by side, their failures told apart.
    // Signature and claims checked locally (Google's keys are cached).
    const user = toUser(await askAuth(request, () => tokens.verify(token), isVerifierFailure));
    // Revocations made here (logout, the role command) hold at once on every instance: the database says so.
    // Outside askAuth: a database failure is ours (5xx), not the caller's (401).
    const refusedHere = options.revocations.isRefused(user.uid, user.authTime);
    const refusedByFirebase = askAuth(request, () => revocationCache.refusal(user.uid, user.authTime), isLookupFailure);
    // Both started: one round trip each, side by side. Settle both so neither rejection goes unheard.
    const [here, firebase] = await Promise.allSettled([refusedHere, refusedByFirebase]);
    if (here.status === 'rejected') throw here.reason;
    if (here.value) {
      request.log.info({ reason: 'revoked-here' }, 'token refused');
      throw new ApiError('unauthorized');
    }
    if (firebase.status === 'rejected') throw firebase.reason;
    if (firebase.value) {
      request.log.info({ reason: firebase.value }, 'token refused');
      throw new ApiError('unauthorized');
    }
    request.user = user;
  });

  app.decorate('requireRole', (role: string) => async (request: FastifyRequest) => {
    if (request.user?.role !== role) throw new ApiError('forbidden');
  });

  app.decorate('requireRecentSignIn', async (request: FastifyRequest) => {
    const signedInSecondsAgo = now().getTime() / 1000 - (request.user?.authTime ?? 0);
    if (signedInSecondsAgo > RECENT_SIGN_IN_SECONDS) throw new ApiError('recent_sign_in_required');
  });

  app.decorate('forgetUser', (uid: string) => {
    tokens.forgetUser(uid);
    revocationCache.forget(uid);
  });
}

/** Firebase id-token verification: the one place the API decides who the caller is. */
export const authentication = fp(authPlugin, { name: 'thryve-auth', fastify: '5.x' });
