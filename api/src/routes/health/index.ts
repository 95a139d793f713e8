import type { FastifyInstance } from 'fastify';

import type { Database } from '../../db/client';
import { ApiError } from '../../errors/apiError';

export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  // Probes are not rate limited: an orchestrator polls them.
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { config: { rateLimit: false } }, async (request) => {
    try {
      await options.database.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      throw new ApiError('unavailable');
    }
    return { status: 'ready' };
  });
}
