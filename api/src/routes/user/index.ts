import type { FastifyInstance } from 'fastify';

import type { ProfileRepository } from '../../db/profileRepository';
import { ApiError } from '../../errors/apiError';
import type { AuthUser } from '../../plugins/auth';
import { userProfileJson } from '../profileView';

export interface UserRouteOptions {
  repository: ProfileRepository;
}

/** The caller's own data; `authenticate` marks the answers `no-store` (personal data stays out of caches). */
export async function userRoutes(app: FastifyInstance, options: UserRouteOptions) {
  app.addHook('onRequest', app.authenticate);

  app.get('/api/Identity/user', async (request, reply) => {
    const user = request.user as AuthUser;
    const row = await options.repository.findByUid(user.uid);
    if (!row) throw new ApiError('not_registered');
    // The profile's JSON as written for this row before (rows are never changed in place: profileView.ts).
    return reply.type('application/json; charset=utf-8').send(userProfileJson(row, user.role));
  });

  app.get('/api/Identity/user/picture', async (request, reply) => {
    const user = request.user as AuthUser;
    const picture = await options.repository.findPicture(user.uid);
    if (!picture) throw new ApiError('not_found');
    const etag = `"${picture.hash}"`;
    reply.header('ETag', etag).header('Vary', 'Authorization');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(picture.contentType).send(picture.bytes);
  });
}
