import { API_PATHS } from '@thryve/contract/types';
import { SIGN_UP_MESSAGES, validateProfileUpdatePayload } from '@thryve/contract/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { ProfileRepository } from '../../db/profileRepository';
import { ApiError } from '../../errors/apiError';
import { fieldMessages } from '../../lib/requestLanguage';
import { latestIsoDate } from '../../lib/today';
import type { AuthUser } from '../../plugins/auth';
import { PICTURE_BODY_LIMIT, storedPicture } from '../pictureInput';
import { toUserProfile, userProfileJson } from '../profileView';

export interface UserRouteOptions {
  repository: ProfileRepository;
  /** The per-user limit of changes to one's own account (429 past it). */
  accountLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  now: () => Date;
}

/** The caller's own data; `authenticate` marks the answers `no-store` (personal data stays out of caches). */
export async function userRoutes(app: FastifyInstance, options: UserRouteOptions) {
  app.addHook('onRequest', app.authenticate);

  app.get(`/${API_PATHS.user}`, async (request, reply) => {
    const user = request.user as AuthUser;
    const row = await options.repository.findByUid(user.uid);
    if (!row) throw new ApiError('not_registered');
    // The profile's JSON as written for this row before (rows are never changed in place: profileView.ts).
    return reply.type('application/json; charset=utf-8').send(userProfileJson(row, user));
  });

  // The profile edit: the sign-up rules and messages for the same fields; the picture kept when left out.
  app.patch(`/${API_PATHS.user}`, {
    bodyLimit: PICTURE_BODY_LIMIT,
    // Before the body (up to 7 MB) is read: a caller over the limit costs no parsing.
    preParsing: async (request, reply) => options.accountLimit(request, reply),
    handler: async (request, reply) => {
      const user = request.user as AuthUser;
      const result = validateProfileUpdatePayload(request.body, latestIsoDate(options.now()));
      if (!result.ok) throw new ApiError('validation_failed', fieldMessages(request, result.errors));
      const { profilePicture, ...fields } = result.payload;
      const change = profilePicture === undefined ? fields : { ...fields, picture: storedPicture(result.picture) };
      const outcome = await options.repository.update(user.uid, change, user);
      if (outcome.status === 'not_registered') throw new ApiError('not_registered');
      if (outcome.status === 'username_taken') {
        throw new ApiError('username_taken', fieldMessages(request, { username: SIGN_UP_MESSAGES.usernameTaken }));
      }
      return reply.send(toUserProfile(outcome.profile, user));
    },
  });

  app.get(`/${API_PATHS.userPicture}`, async (request, reply) => {
    const user = request.user as AuthUser;
    const picture = await options.repository.findPicture(user.uid);
    if (!picture) throw new ApiError('not_found');
    const etag = `"${picture.hash}"`;
    reply.header('ETag', etag).header('Vary', 'Authorization');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(picture.contentType).send(picture.bytes);
  });
}
