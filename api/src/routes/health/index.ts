import type { FastifyInstance } from 'fastify';

import type { Database } from '../../db/client';
import { ApiError } from '../../errors/apiError';

export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  // Liveness is not rate limited: it does no work, and a flood from the orchestrator's address (or from behind
  // the same proxy) must never make the orchestrator restart a healthy instance.
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));

  // Readiness is limited like every route: it queries the database.
  app.get('/readyz', async (request) => {
    try {
      await options.database.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      throw new ApiError('unavailable');
    }
    return { status: 'ready' };
  });
}
