import { setTimeout as sleep } from 'node:timers/promises';

import type { FastifyInstance } from 'fastify';

import type { SessionRepository } from '../../db/sessionRepository';
import { acceptEmptyJsonBody } from '../../lib/jsonBody';
import type { AuthUser } from '../../plugins/auth';

export interface LogoutRouteOptions {
  sessions: Pick<SessionRepository, 'endSession'>;
  now: () => Date;
}

/**
 * How much later than the end of the ended sign-in's second the answer comes: the margin for Firebase's clock, which
 * stamps `auth_time`, being behind this server's (both follow NTP; the margin is far above their usual offset).
 */
const SIGN_IN_CLOCK_MARGIN_MS = 250;

/**
 * Ends the caller's sign-in on the server: every token of it (same uid and auth_time, refreshed ones too) is
 * refused from now on, on every instance; the user's other sign-ins (other devices) go on.
 *
 * A sign-in is known only by its `auth_time`, in whole seconds: an ID token carries no id of its own sign-in, and a
 * new sign-in within the ended one's second would carry the same `auth_time`, and be refused with it. So the answer
 * waits until that second is over (plus SIGN_IN_CLOCK_MARGIN_MS): a client signs in again only after its logout was
 * answered, and then gets another `auth_time`. Only a logout within a second of its sign-in waits at all.
 */
export async function logoutRoutes(app: FastifyInstance, options: LogoutRouteOptions) {
  // No body is needed.
  acceptEmptyJsonBody(app);

  app.post('/api/Identity/logout', {
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const user = request.user as AuthUser;
      await options.sessions.endSession(user.uid, user.authTime);
      request.log.info('session ended');
      const secondOver = (user.authTime + 1) * 1000 + SIGN_IN_CLOCK_MARGIN_MS - options.now().getTime();
      if (secondOver > 0) await sleep(secondOver);
      return reply.status(204).send();
    },
  });
}
