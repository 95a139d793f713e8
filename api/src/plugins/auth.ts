import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Auth } from 'firebase-admin/auth';

import { createIdTokenVerifier } from '../auth/idToken';
import {
  AuthBackendUnavailable,
  createTokenAcceptance,
  TokenRefused,
  type AuthUser,
  type TokenAcceptanceOptions,
} from '../auth/tokenAcceptance';
import type { AccountRepository } from '../db/accountRepository';
import { ApiError } from '../errors/apiError';
import { withTimeout } from '../lib/withTimeout';

export type { AuthUser } from '../auth/tokenAcceptance';

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
  }
}

/** What token acceptance asks (tokenAcceptance.ts), its calls to the Auth backend bounded here. */
export type AuthPluginOptions = Omit<TokenAcceptanceOptions, 'verify' | 'auth' | 'settleUnverifiedWrites'> & {
  /**
   * Firebase's users: their standing, and when an address is taken over and Firebase did not end the earlier sign-ins
   * itself, the password they were made with removed and their refresh tokens revoked.
   */
  auth: Pick<Auth, 'getUser' | 'revokeRefreshTokens' | 'updateUser'>;
  /** Where the writes of unverified sign-ins are settled when a verified sign-in arrives (none: never settled). */
  accounts?: Pick<AccountRepository, 'settleUnverifiedWrites'>;
  /** The Firebase project whose ID tokens are accepted. */
  projectId: string;
  /** The key set ID tokens are verified against; Google's unless a test signs tokens with keys of its own. */
  jwksUrl?: URL;
  /** The Auth emulator's address, when the API uses it: its unsigned tokens are accepted for a demo-* project. */
  authEmulatorHost?: string;
  /** Longest wait for the Auth backend before answering 503. */
  authTimeoutMs: number;
  /** Route paths that refuse tokens of an unverified email address (403 `email_unverified`). */
  verifiedEmailRoutes?: readonly string[];
  now?: () => Date;
};

/** How recent a sign-in must be for the account's most sensitive changes (Firebase's own rule for them). */
const RECENT_SIGN_IN_SECONDS = 5 * 60;

const BEARER = 'Bearer ';

/** The acceptance's refusal as the API's answer: a refused token is a 401, the Auth backend's failure a 503. */
function refusal(request: FastifyRequest, error: unknown): never {
  if (error instanceof TokenRefused) {
    request.log.info({ reason: error.reason }, 'token refused');
    throw new ApiError('unauthorized');
  }
  if (error instanceof AuthBackendUnavailable) {
    request.log.warn({ err: error.cause }, 'auth backend unavailable');
    throw new ApiError('unavailable');
  }
  // The database's failure is ours (a 5xx), not the caller's.
  throw error;
}

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
    route.preHandler = [route.preHandler ?? [], requireVerified].flat();
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

  // The timeout bounds the calls that leave the process (Google's keys, by jose; getUser), not the answers the caches
  // already hold: most requests start no timer at all.
  const { accounts } = options;
  const acceptance = createTokenAcceptance({
    ...options,
    verify: createIdTokenVerifier({ ...options, timeoutMs: options.authTimeoutMs }),
    auth: { getUser: (uid) => withTimeout(options.auth.getUser(uid), options.authTimeoutMs) },
    settleUnverifiedWrites:
      accounts &&
      (async (user, { takesOver, firebaseEnded }) => {
        // Firebase first: should it fail, nothing is settled and the next request tries again. Firebase ends the
        // writers' sign-ins itself when Google takes an unverified address (it unlinks the password) and when the
        // password is reset; should it not have, the password they were made with goes and their refresh tokens too.
        if (takesOver && !firebaseEnded) {
          const endEarlierSignIns = async () => {
            await options.auth.updateUser(user.uid, { providersToUnlink: ['password'] });
            await options.auth.revokeRefreshTokens(user.uid);
          };
          await withTimeout(endEarlierSignIns(), options.authTimeoutMs).catch((error: unknown) => {
            throw new AuthBackendUnavailable('ending the earlier sign-ins failed', { cause: error });
          });
        }
        if (await accounts.settleUnverifiedWrites(user.uid, user.authTime, takesOver, user.email)) {
          app.log.info(
            { takesOver },
            takesOver ? 'address taken over: unverified writes dropped' : 'unverified writes confirmed',
          );
        }
      }),
  });

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const header = request.headers.authorization;
    if (!header?.startsWith(BEARER) || header.length === BEARER.length) throw new ApiError('unauthorized');
    const accepted = acceptance.accept(header.slice(BEARER.length));
    // Most requests: every answer is in memory and accepts, nothing to wait for.
    request.user = accepted instanceof Promise ? await accepted.catch((error) => refusal(request, error)) : accepted;
  });

  app.decorate('requireRole', (role: string) => async (request: FastifyRequest) => {
    if (request.user?.role !== role) throw new ApiError('forbidden');
  });

  app.decorate('requireRecentSignIn', async (request: FastifyRequest) => {
    const signedInSecondsAgo = now().getTime() / 1000 - (request.user?.authTime ?? 0);
    if (signedInSecondsAgo > RECENT_SIGN_IN_SECONDS) throw new ApiError('recent_sign_in_required');
  });
}

/** Firebase id-token verification: the one place the API decides who the caller is. */
export const authentication = fp(authPlugin, { name: 'thryve-auth', fastify: '5.x' });
