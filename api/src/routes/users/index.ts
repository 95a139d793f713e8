import { API_PATHS } from '@thryve/contract/types';
import type { FastifyInstance } from 'fastify';

import type { ProfileRepository } from '../../db/profileRepository';
import { toAdminSummary } from '../profileView';

/** Admin listing: the role claim is checked here, on the server, whatever the UI shows. */
export async function usersRoutes(app: FastifyInstance, options: { repository: ProfileRepository }) {
  app.get(`/${API_PATHS.users}`, {
    onRequest: [app.authenticate, app.requireRole('admin')],
    handler: async () => (await options.repository.list()).map(toAdminSummary),
  });
}
