import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { type EmailVerificationResult } from '@thryve/contract';
import { API_PATHS } from '@thryve/contract/types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import { z } from 'zod';

import { isInvalidActionCode, type ActionCodes } from '../../auth/actionCodes';
import type { AccountRepository } from '../../db/accountRepository';
import { ApiError, isApiError } from '../../errors/apiError';
import { callFirebase, withTimeout } from '../../lib/withTimeout';

export interface EmailVerificationRouteOptions {
  actionCodes: ActionCodes;
  accounts: Pick<AccountRepository, 'settleUnverifiedWrites' | 'takeBackAddress'>;
  auth: Pick<Auth, 'getUser' | 'getUserByEmail' | 'updateUser' | 'revokeRefreshTokens' | 'generatePasswordResetLink'>;
  authTimeoutMs: number;
  now: () => Date;
}

/** Firebase's codes are about 50 characters; far more is no code of Firebase's. */
const BODY = z.strictObject({ oobCode: z.string().min(1).max(1024) });

/** How far Firebase's clock, which stamps `auth_time` and the revocation, may be behind ours (as logout allows). */
const SIGN_IN_CLOCK_MARGIN_MS = 250;

/**
 * The verification link, followed on the app's own page: the API applies the code and settles for that browser.
 * Signed in there to the account (the person who signed up follows their own link): the session and what it wrote
 * stay. Otherwise the address's owner follows a link they did not ask for, or on another device: nothing proves the
 * sign-up was theirs, so it is not kept. Every earlier sign-in ends, what was written goes, the password it was made
 * with is replaced, and the owner sets their own with the reset code in the answer.
 */
export async function emailVerificationRoutes(app: FastifyInstance, options: EmailVerificationRouteOptions) {
  const { auth, accounts, actionCodes, now } = options;
  const firebase = <T>(request: FastifyRequest, call: () => Promise<T>) =>
    callFirebase(request, options.authTimeoutMs, call);
  /** Firebase's answer about the code: its refusal is the caller's (400), anything else the backend's (503). */
  const withCode = async <T>(request: FastifyRequest, call: () => Promise<T>) => {
    try {
      return await call();
    } catch (error) {
      if (isInvalidActionCode(error)) throw new ApiError('invalid_action_code');
      request.log.warn({ err: error }, 'auth backend unavailable');
      throw new ApiError('unavailable');
    }
  };

  /** The token, when one is sent and accepted; a refused one is no session of the account (the code still counts). */
  const optionalAuthentication = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    if (!request.headers.authorization) return;
    await app.authenticate(request, reply).catch((error: unknown) => {
      if (!(isApiError(error) && error.code === 'unauthorized')) throw error;
    });
  };

  app.post(`/${API_PATHS.emailVerification}`, {
    onRequest: optionalAuthentication,
    handler: async (request): Promise<EmailVerificationResult> => {
      const body = BODY.safeParse(request.body);
      if (!body.success) throw new ApiError('bad_request');
      const { oobCode } = body.data;
      const { requestType, email } = await withCode(request, () => actionCodes.check(oobCode));
      if (requestType !== 'VERIFY_EMAIL' || !email) throw new ApiError('invalid_action_code');
      const account = await withTimeout(auth.getUserByEmail(email), options.authTimeoutMs).catch((error: unknown) => {
        // The account was deleted since the mail was sent: the link verifies nothing.
        if ((error as { code?: unknown } | null)?.code === 'auth/user-not-found') {
          throw new ApiError('invalid_action_code');
        }
        request.log.warn({ err: error }, 'auth backend unavailable');
        throw new ApiError('unavailable');
      });
      const caller = request.user;

      if (account.emailVerified || caller?.uid === account.uid) {
        await withCode(request, () => actionCodes.applyVerification(oobCode));
        if (caller?.uid === account.uid) {
          await accounts.settleUnverifiedWrites(account.uid, caller.authTime, false, email);
        }
        request.log.info('email verified by its own session');
        return { outcome: 'verified' };
      }

      // Firebase first: the password the sign-up was made with goes (and the name it gave the account), so no sign-in
      // begins after this second. Once
      // that second is over, every refresh token is revoked: Firebase's cut-off then follows every earlier sign-in
      // (it compares whole seconds), and this deployment refuses them at once on every instance. The owner's own
      // sign-in, after the answer, begins later still. Should the rest fail, the link works again.
      const newPassword = randomBytes(32).toString('base64url');
      await firebase(request, () =>
        auth.updateUser(account.uid, { password: newPassword, displayName: null, photoURL: null }),
      );
      const cutoff = Math.floor(now().getTime() / 1000) + 1;
      await sleep(Math.max(0, cutoff * 1000 + SIGN_IN_CLOCK_MARGIN_MS - now().getTime()));
      await firebase(request, () => auth.revokeRefreshTokens(account.uid));
      const { tokensValidAfterTime } = await firebase(request, () => auth.getUser(account.uid));
      const validAfter = Math.floor(Date.parse(tokensValidAfterTime ?? now().toISOString()) / 1000);
      const revokedBefore = Math.max(validAfter, cutoff);
      await accounts.takeBackAddress(account.uid, revokedBefore, email);
      await withCode(request, () => actionCodes.applyVerification(oobCode));
      const link = await firebase(request, () => auth.generatePasswordResetLink(email));
      const passwordResetCode = new URL(link).searchParams.get('oobCode');
      if (!passwordResetCode) throw new Error('Firebase gave a reset link without its code');
      request.log.info('address taken back through its verification link');
      return { outcome: 'passwordRequired', email, passwordResetCode };
    },
  });
}
