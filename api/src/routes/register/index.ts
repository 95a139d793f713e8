import type { RegisterPayload } from '@thryve/shared/types';
import { SIGN_UP_MESSAGES, validateRegisterPayload, type DecodedPicture } from '@thryve/shared/validation';
import type { FastifyInstance } from 'fastify';

import type { ProfileInput, ProfileRepository } from '../../db/profileRepository';
import { USER_BUCKETS } from '../../db/rateLimitRepository';
import { ApiError } from '../../errors/apiError';
import { byAddress, byUser, ownLimit } from '../../lib/rateLimited';
import { fieldMessages } from '../../lib/requestLanguage';
import { latestIsoDate } from '../../lib/today';
import type { AuthUser } from '../../plugins/auth';
import { PICTURE_BODY_LIMIT, storedPicture } from '../pictureInput';
import { toUserProfile } from '../profileView';

export interface RegisterRouteOptions {
  repository: ProfileRepository;
  registerPerIp: number;
  registerPerUser: number;
  windowMs: number;
  now: () => Date;
}

function toProfileInput(user: AuthUser, payload: RegisterPayload, picture: DecodedPicture | null): ProfileInput {
  return {
    uid: user.uid,
    email: user.email as string,
    firstName: payload.firstName,
    lastName: payload.lastName,
    username: payload.username,
    birthday: payload.birthday,
    height: payload.height,
    weight: payload.weight,
    picture: storedPicture(picture),
  };
}

export async function registerRoutes(app: FastifyInstance, options: RegisterRouteOptions) {
  // The per-IP limit of every route has counted this request already; these count it in limits of their own.
  const { windowMs } = options;
  const perIp = ownLimit(app, 'register-ip', { max: options.registerPerIp, windowMs, key: byAddress });
  const perUser = ownLimit(app, USER_BUCKETS.register, { max: options.registerPerUser, windowMs, key: byUser });

  app.post('/api/Identity/register', {
    bodyLimit: PICTURE_BODY_LIMIT,
    onRequest: perIp,
    // After the per-IP limits, before the body (up to 7 MB) is read: a caller over its limit costs no parsing.
    preParsing: [async (request, reply) => app.authenticate(request, reply), perUser],
    handler: async (request, reply) => {
      const user = request.user as AuthUser;
      const result = validateRegisterPayload(request.body, latestIsoDate(options.now()));
      if (!result.ok) throw new ApiError('validation_failed', fieldMessages(request, result.errors));
      if (!user.email || result.payload.email.toLowerCase() !== user.email.toLowerCase()) {
        throw new ApiError('email_mismatch');
      }
      const outcome = await options.repository.save(toProfileInput(user, result.payload, result.picture));
      if (outcome.status === 'username_taken')
        throw new ApiError('username_taken', fieldMessages(request, { username: SIGN_UP_MESSAGES.usernameTaken }));
      return reply.status(outcome.status === 'created' ? 201 : 200).send(toUserProfile(outcome.profile, user));
    },
  });
}
