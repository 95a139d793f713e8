import { API_PATHS } from '@thryve/contract/types';
import { SIGN_UP_MESSAGES, validateRegistration } from '@thryve/contract/validation';
import type { FastifyInstance } from 'fastify';

import type { ProfileRepository } from '../../db/profileRepository';
import { USER_BUCKETS } from '../../db/rateLimitRepository';
import { ApiError } from '../../errors/apiError';
import { fieldMessages } from '../../lib/requestLanguage';
import { latestIsoDate } from '../../lib/today';
import type { AuthUser } from '../../plugins/auth';
import { byAddress, byUser, ownLimit } from '../../plugins/rateLimit';
import { PICTURE_BODY_LIMIT, storedPicture } from '../pictureInput';
import { toUserProfile } from '../profileView';

export interface RegisterRouteOptions {
  repository: ProfileRepository;
  registerPerIp: number;
  registerPerUser: number;
  windowMs: number;
  now: () => Date;
}

export async function registerRoutes(app: FastifyInstance, options: RegisterRouteOptions) {
  // The per-IP limit of every route has counted this request already; these count it in limits of their own.
  const { windowMs } = options;
  const perIp = ownLimit(app, 'register-ip', { max: options.registerPerIp, windowMs, key: byAddress });
  const perUser = ownLimit(app, USER_BUCKETS.register, { max: options.registerPerUser, windowMs, key: byUser });

  app.post(`/${API_PATHS.register}`, {
    bodyLimit: PICTURE_BODY_LIMIT,
    onRequest: perIp,
    // After the per-IP limits, before the body (up to 7 MB) is read: a caller over its limit costs no parsing.
    preParsing: [async (request, reply) => app.authenticate(request, reply), perUser],
    handler: async (request, reply) => {
      const user = request.user as AuthUser;
      // A sign-up's payload, or a profile completion's (an account Firebase has already: no password fields).
      const result = validateRegistration(request.body, latestIsoDate(options.now()));
      if (!result.ok) throw new ApiError('validation_failed', fieldMessages(request, result.errors));
      if (!user.email || result.payload.email.toLowerCase() !== user.email.toLowerCase()) {
        throw new ApiError('email_mismatch');
      }
      // The email is the token's (the same address, perhaps in another case); the passwords are never stored.
      const { firstName, lastName, username, birthday, height, weight } = result.payload;
      const fields = { firstName, lastName, username, birthday, height, weight };
      const picture = storedPicture(result.picture);
      const outcome = await options.repository.save({ uid: user.uid, email: user.email, ...fields, picture }, user);
      if (outcome.status === 'username_taken')
        throw new ApiError('username_taken', fieldMessages(request, { username: SIGN_UP_MESSAGES.usernameTaken }));
      return reply.status(outcome.status === 'created' ? 201 : 200).send(toUserProfile(outcome.profile, user));
    },
  });
}
