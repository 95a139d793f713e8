import { setTimeout as sleep } from 'node:timers/promises';

import { API_PATHS } from '@thryve/contract/types';
import type { FastifyInstance } from 'fastify';

import type { TokenRevocationRepository } from '../../db/tokenRevocationRepository';
import { acceptEmptyJsonBody } from '../../lib/jsonBody';
import type { AuthUser } from '../../plugins/auth';

export interface LogoutRouteOptions {
  sessions: Pick<TokenRevocationRepository, 'endSession'>;
  now: () => Date;
}

/** How far Firebase's clock, which stamps `auth_time`, may be behind ours (both follow NTP; far above their offset). */
const SIGN_IN_CLOCK_MARGIN_MS = 250;

/**
 * Ends the caller's sign-in on every instance: every token with its uid and auth_time is refused; other devices'
 * sign-ins go on. A sign-in is known only by its `auth_time`, in whole seconds, so a new sign-in within the ended
 * one's second would be refused with it: the answer waits until that second is over (plus SIGN_IN_CLOCK_MARGIN_MS).
 */
export async function logoutRoutes(app: FastifyInstance, options: LogoutRouteOptions) {
  acceptEmptyJsonBody(app);

  app.post(`/${API_PATHS.logout}`, {
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
