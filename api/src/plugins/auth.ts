import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';

import type { SessionRepository } from '../db/sessionRepository';
import { ApiError } from '../errors/apiError';

export interface AuthUser {
  uid: string;
  email: string | null;
  role: string | null;
  /** The token's `auth_time` (seconds): the same for every token of one sign-in, another for other devices. */
  authTime: number;
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
  }
}

export interface AuthPluginOptions {
  auth: Pick<Auth, 'verifyIdToken'>;
  sessions: Pick<SessionRepository, 'isSessionEnded'>;
}

const BEARER = /^Bearer ([A-Za-z0-9._-]+)$/;

function toUser(token: DecodedIdToken): AuthUser {
  // Firebase always signs one in; only a forged emulator token can lack it, and logout needs it.
  if (!Number.isSafeInteger(token.auth_time)) throw Object.assign(new Error('no auth_time'), { code: 'no-auth-time' });
  const role = token.role;
  return {
    uid: token.uid,
    email: token.email ?? null,
    role: typeof role === 'string' ? role : null,
    authTime: token.auth_time,
  };
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  app.decorateRequest('user', null);

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) throw new ApiError('unauthorized');
    let user: AuthUser;
    try {
      // checkRevoked=true also refuses tokens of disabled users and those minted before a revocation.
      user = toUser(await options.auth.verifyIdToken(match[1], true));
    } catch (error) {
      request.log.info({ reason: (error as { code?: string }).code ?? 'unknown' }, 'token refused');
      throw new ApiError('unauthorized');
    }
    // Outside the try: a database failure is ours (500), not the caller's (401).
    if (await options.sessions.isSessionEnded(user.uid, user.authTime)) {
      request.log.info({ reason: 'session-ended' }, 'token refused');
      throw new ApiError('unauthorized');
    }
    request.user = user;
  });

  app.decorate('requireRole', (role: string) => async (request: FastifyRequest) => {
    if (request.user?.role !== role) throw new ApiError('forbidden');
  });
}

/** Firebase id-token verification: the one place the API decides who the caller is. */
export const authentication = fp(authPlugin, { name: 'thryve-auth', fastify: '5.x' });
