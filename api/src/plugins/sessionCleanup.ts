import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { ENDED_SESSION_RETENTION_MS, type SessionRepository } from '../db/sessionRepository';

export const SESSION_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export interface SessionCleanupOptions {
  sessions: Pick<SessionRepository, 'deleteEndedBefore'>;
  now: () => Date;
  intervalMs?: number;
}

/**
 * Forgets ended sign-ins once no token of them can still be valid: when the app is ready, then hourly. The timer
 * never keeps the process alive and stops when the app closes. A failed run is logged and retried next hour.
 */
async function sessionCleanupPlugin(app: FastifyInstance, options: SessionCleanupOptions) {
  let timer: NodeJS.Timeout | undefined;

  async function cleanUp() {
    try {
      const cutoff = new Date(options.now().getTime() - ENDED_SESSION_RETENTION_MS);
      const deleted = await options.sessions.deleteEndedBefore(cutoff);
      if (deleted > 0) app.log.info({ deleted }, 'ended sessions forgotten');
    } catch (error) {
      app.log.warn({ err: error }, 'ended sessions cleanup failed');
    }
  }

  app.addHook('onReady', async () => {
    await cleanUp();
    timer = setInterval(() => void cleanUp(), options.intervalMs ?? SESSION_CLEANUP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export const sessionCleanup = fp(sessionCleanupPlugin, { name: 'thryve-session-cleanup', fastify: '5.x' });
