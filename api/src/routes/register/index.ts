import type { RegisterPayload } from '@thryve/shared/types';
import {
  localizeFieldMessages,
  SIGN_UP_MESSAGES,
  validateRegisterPayload,
  type DecodedPicture,
} from '@thryve/shared/validation';
import type { FastifyInstance } from 'fastify';

import type { ProfileInput, ProfileRepository } from '../../db/profileRepository';
import { USER_BUCKETS } from '../../db/rateLimitRepository';
import { ApiError } from '../../errors/apiError';
import { refuseOverLimit } from '../../lib/rateLimited';
import { requestLanguage } from '../../lib/requestLanguage';
import { latestIsoDate } from '../../lib/today';
import type { AuthUser } from '../../plugins/auth';
import { bucketKey, clientKey } from '../../plugins/rateLimitStore';
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
  // Own limiters (createRateLimit): the root per-IP hook has already run and counted this request too.
  // Keys of their own bucket: a shared store must not count them in the per-IP limit of every route.
  const perIp = app.createRateLimit({
    max: options.registerPerIp,
    timeWindow: options.windowMs,
    keyGenerator: (request) => bucketKey('register-ip', clientKey(request.ip)),
  });
  const perUser = app.createRateLimit({
    max: options.registerPerUser,
    timeWindow: options.windowMs,
    keyGenerator: (request) => bucketKey(USER_BUCKETS.register, request.user?.uid ?? clientKey(request.ip)),
  });

  app.post('/api/Identity/register', {
    bodyLimit: PICTURE_BODY_LIMIT,
    onRequest: async (request, reply) => refuseOverLimit(await perIp(request), reply),
    // After the per-IP limits, before the body (up to 7 MB) is read: a caller over its limit costs no parsing.
    preParsing: [
      async (request, reply) => app.authenticate(request, reply),
      async (request, reply) => refuseOverLimit(await perUser(request), reply),
    ],
    handler: async (request, reply) => {
      const user = request.user as AuthUser;
      const result = validateRegisterPayload(request.body, latestIsoDate(options.now()));
      // Field messages in the caller's language (Accept-Language), from the screens' catalogue.
      const fieldMessages = (errors: Record<string, string>) => localizeFieldMessages(errors, requestLanguage(request));
      if (!result.ok) throw new ApiError('validation_failed', fieldMessages(result.errors as Record<string, string>));
      if (!user.email || result.payload.email.toLowerCase() !== user.email.toLowerCase()) {
        throw new ApiError('email_mismatch');
      }
      const outcome = await options.repository.save(toProfileInput(user, result.payload, result.picture));
      if (outcome.status === 'username_taken')
        throw new ApiError('username_taken', fieldMessages({ username: SIGN_UP_MESSAGES.usernameTaken }));
      return reply.status(outcome.status === 'created' ? 201 : 200).send(toUserProfile(outcome.profile, user));
    },
  });
}
