import { API_PATHS } from '@thryve/contract/types';
import type { UserStanding } from '@thryve/server';
import type { FastifyInstance } from 'fastify';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { z } from 'zod';

import type { TokenRevocationRepository } from '../../db/tokenRevocationRepository';
import { ApiError } from '../../errors/apiError';
import { callFirebase } from '../../lib/withTimeout';
import { partnerKeyCheck } from './partnerKeys';

export interface PartnerStandingOptions {
  auth: Pick<Auth, 'getUser'>;
  revocations: Pick<TokenRevocationRepository, 'refusalsOf'>;
  /** Longest wait for Firebase before answering 503. */
  authTimeoutMs: number;
  /** The partner keys accepted (THRYVE_PARTNER_KEYS). */
  partnerKeys: readonly string[];
}

/** Firebase's longest uid. */
const BODY = z.strictObject({ uid: z.string().min(1).max(128) });
const BEARER = 'Bearer ';

/** Firebase's word on the user: null when there is no such user (deleted). */
async function firebaseUser(auth: PartnerStandingOptions['auth'], uid: string): Promise<UserRecord | null> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

const seconds = (time: string | undefined) => (time ? Math.floor(Date.parse(time) / 1000) : null);

/**
 * `POST /api/Partner/standing { uid }`, for partner backends (@thryve/server) with a partner key: what Thryve refuses of
 * the user's sign-ins now (deleted or disabled, every sign-in before a time, the sign-ins logged out), read afresh from
 * Firebase and the database on every call, so a partner that asks at most every few seconds honours a refusal within
 * as many. The uid travels in the body: URLs are logged.
 */
export async function partnerStandingRoutes(app: FastifyInstance, options: PartnerStandingOptions) {
  const accepts = partnerKeyCheck(options.partnerKeys);

  app.post(`/${API_PATHS.partnerStanding}`, {
    // A partner asks for each of its active users every few seconds, from a few addresses: the per-IP limit meant for
    // browsers would cut it off. Without a key, the route does no more than compare digests.
    config: { rateLimit: false },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const header = request.headers.authorization;
      if (!header?.startsWith(BEARER) || !accepts(header.slice(BEARER.length))) throw new ApiError('unauthorized');
      const body = BODY.safeParse(request.body);
      if (!body.success) throw new ApiError('bad_request');
      const { uid } = body.data;
      const [user, refusals] = await Promise.all([
        callFirebase(request, options.authTimeoutMs, () => firebaseUser(options.auth, uid)),
        options.revocations.refusalsOf(uid),
      ]);
      const validAfter = [seconds(user?.tokensValidAfterTime), refusals.revokedBefore].filter((time) => time !== null);
      const standing: UserStanding = {
        uid,
        state: user === null ? 'deleted' : user.disabled ? 'disabled' : 'active',
        tokensValidAfter: validAfter.length ? Math.max(...validAfter) : null,
        endedSessions: refusals.ended,
      };
      return standing;
    },
  });
}
