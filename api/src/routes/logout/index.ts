import type { FastifyInstance } from 'fastify';

import type { SessionRepository } from '../../db/sessionRepository';
import type { AuthUser } from '../../plugins/auth';

export interface LogoutRouteOptions {
  sessions: Pick<SessionRepository, 'endSession'>;
}

/**
 * Ends the caller's sign-in on the server: every token of it (same uid and auth_time, refreshed ones too) is
 * refused from now on, on every instance; the user's other sign-ins (other devices) go on.
 */
export async function logoutRoutes(app: FastifyInstance, options: LogoutRouteOptions) {
  // No body is needed: "Content-Type: application/json" with an empty body is accepted like `{}`.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // parseAs 'string': the body arrives as a string.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) done(null, {});
    else parseJson(request, body as string, done);
  });

  app.post('/api/Identity/logout', {
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const user = request.user as AuthUser;
      await options.sessions.endSession(user.uid, user.authTime);
      request.log.info('session ended');
      return reply.status(204).send();
    },
  });
}
