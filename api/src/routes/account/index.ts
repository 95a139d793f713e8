import { type RevokeSessionsPayload } from '@thryve/contract';
import { API_PATHS } from '@thryve/contract/types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import { z } from 'zod';

import type { AccountRepository } from '../../db/accountRepository';
import type { TokenRevocationRepository } from '../../db/tokenRevocationRepository';
import { ApiError } from '../../errors/apiError';
import { acceptEmptyJsonBody } from '../../lib/jsonBody';
import { callFirebase } from '../../lib/withTimeout';
import type { AuthUser } from '../../plugins/auth';
import { eventOf } from '../../webhooks/outbox';
import { deleteAccount, deleteFirebaseUser } from './accountDeletion';
import { exportFileName, toAccountExport } from './accountExport';

export interface AccountRouteOptions {
  accounts: AccountRepository;
  revocations: Pick<TokenRevocationRepository, 'revokeBefore'>;
  auth: Pick<Auth, 'getUser' | 'deleteUser' | 'revokeRefreshTokens'>;
  /** The per-user limit of changes to one's own account (429 past it). */
  accountLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  authTimeoutMs: number;
  now: () => Date;
}

/** No body, `{}`, or `{ keep }`; anything else is a 400. */
const REVOKE_BODY: z.ZodType<RevokeSessionsPayload | undefined> = z
  .strictObject({ keep: z.enum(['none', 'current']).optional() })
  .optional();

/**
 * The account as a whole, for its owner: a copy of everything stored, ending every sign-in, deleting it. None of
 * these require a verified email: an unverified owner must be able to take the data out and leave.
 */
export async function accountRoutes(app: FastifyInstance, options: AccountRouteOptions) {
  const { auth, accounts, now } = options;
  acceptEmptyJsonBody(app);
  const firebase = <T>(request: FastifyRequest, call: () => Promise<T>) =>
    callFirebase(request, options.authTimeoutMs, call);

  app.get(`/${API_PATHS.userExport}`, {
    onRequest: [app.authenticate, options.accountLimit],
    handler: async (request, reply) => {
      const user = request.user as AuthUser;
      const exportedAt = now();
      const body = toAccountExport(user, await accounts.read(user.uid), exportedAt);
      reply.header('Content-Disposition', `attachment; filename="${exportFileName(exportedAt)}"`);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });

  app.post(`/${API_PATHS.revokeSessions}`, {
    onRequest: [app.authenticate, options.accountLimit],
    handler: async (request, reply) => {
      const user = request.user as AuthUser;
      const body = REVOKE_BODY.safeParse(request.body);
      if (!body.success) throw new ApiError('bad_request');
      if (body.data?.keep === 'current') {
        // After a password change: Firebase has already ended the other devices' refresh tokens; this ends their ID
        // tokens here, at once, and keeps the caller's own sign-in (refused: auth_time before this one's).
        await app.requireRecentSignIn(request, reply);
        await options.revocations.revokeBefore(user.uid, user.authTime);
      } else {
        await firebase(request, () => auth.revokeRefreshTokens(user.uid));
        // Firebase's own cut-off (whole seconds), as the role command records it; the caller's own sign-in too, even
        // when it began within that second.
        const { tokensValidAfterTime } = await firebase(request, () => auth.getUser(user.uid));
        const validAfter = Math.floor(Date.parse(tokensValidAfterTime ?? now().toISOString()) / 1000);
        await options.revocations.revokeBefore(
          user.uid,
          Math.max(validAfter, user.authTime + 1),
          eventOf('session.ended', { uid: user.uid, scope: 'all' }),
        );
      }
      request.log.info('sessions revoked');
      return reply.status(204).send();
    },
  });

  app.delete(`/${API_PATHS.user}`, {
    onRequest: [app.authenticate, options.accountLimit],
    preHandler: app.requireRecentSignIn,
    handler: async (request, reply) => {
      const user = request.user as AuthUser;
      await deleteAccount(user.uid, {
        accounts,
        deleteUser: (uid) => firebase(request, () => deleteFirebaseUser(auth, uid)),
      });
      request.log.info('account deleted');
      return reply.status(204).send();
    },
  });
}
