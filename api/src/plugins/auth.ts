import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';

import { ApiError } from '../errors/apiError';

export interface AuthUser {
  uid: string;
  email: string | null;
  role: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid, unrevoked Firebase id token of an enabled user is sent. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler hook factory: 403 unless the caller's token carries the role claim. */
    requireRole: (role: string) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export interface AuthPluginOptions {
  auth: Pick<Auth, 'verifyIdToken'>;
}

const BEARER = /^Bearer ([A-Za-z0-9._-]+)$/;

function toUser(token: DecodedIdToken): AuthUser {
  const role = token.role;
  return { uid: token.uid, email: token.email ?? null, role: typeof role === 'string' ? role : null };
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  app.decorateRequest('user', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) throw new ApiError('unauthorized');
    try {
      // checkRevoked=true also refuses tokens of disabled users.
      request.user = toUser(await options.auth.verifyIdToken(match[1], true));
    } catch (error) {
      request.log.info({ reason: (error as { code?: string }).code ?? 'unknown' }, 'token refused');
      throw new ApiError('unauthorized');
    }
  });

  app.decorate('requireRole', (role: string) => async (request: FastifyRequest) => {
    if (request.user?.role !== role) throw new ApiError('forbidden');
  });
}

/** Firebase id-token verification: the one place the API decides who the caller is. */
export const authentication = fp(authPlugin, { name: 'thryve-auth', fastify: '5.x' });
