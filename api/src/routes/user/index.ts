import type { FastifyInstance } from 'fastify';

import type { ProfileRepository } from '../../db/profileRepository';
import { ApiError } from '../../errors/apiError';
import type { AuthUser } from '../../plugins/auth';
import { toUserProfile } from '../profileView';

export interface UserRouteOptions {
  repository: ProfileRepository;
}

/** The picture URL is versioned by hash, so a day of private caching is safe. */
const PICTURE_CACHE_CONTROL = 'private, max-age=86400';

export async function userRoutes(app: FastifyInstance, options: UserRouteOptions) {
  app.addHook('onRequest', app.authenticate);

  app.get('/api/Identity/user', async (request) => {
    const user = request.user as AuthUser;
    const row = await options.repository.findByUid(user.uid);
    if (!row) throw new ApiError('not_registered');
    return toUserProfile(row, user.role);
  });

  app.get('/api/Identity/user/picture', async (request, reply) => {
    const user = request.user as AuthUser;
    const picture = await options.repository.findPicture(user.uid);
    if (!picture) throw new ApiError('not_found');
    const etag = `"${picture.hash}"`;
    reply.header('Cache-Control', PICTURE_CACHE_CONTROL).header('ETag', etag).header('Vary', 'Authorization');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(picture.contentType).send(picture.bytes);
  });
}
