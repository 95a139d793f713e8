import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from 'firebase-admin/auth';

import type { Database } from '../../db/client';
import { ApiError } from '../../errors/apiError';
import { withTimeout } from '../../lib/withTimeout';

export interface HealthRouteOptions {
  database: Database;
  auth: Pick<Auth, 'getUser'>;
  /** Longest wait for each dependency before calling it down. */
  timeoutMs: number;
}

/** No account has this uid: the Auth backend answers "not found" when it is up. */
const PROBE_UID = 'thryve-readiness-probe';

type Status = 'up' | 'down';

async function probe(request: FastifyRequest, name: string, check: () => Promise<void>, ms: number): Promise<Status> {
  try {
    await withTimeout(check(), ms);
    return 'up';
  } catch (error) {
    request.log.warn({ err: error, dependency: name }, 'dependency not reachable');
    return 'down';
  }
}

export async function healthRoutes(app: FastifyInstance, options: HealthRouteOptions) {
  // Liveness is not rate limited: it does no work, and a flood from the orchestrator's address (or from behind
  // the same proxy) must never make the orchestrator restart a healthy instance.
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));

  // Readiness is limited like every route: it queries the database and the Auth backend, side by side. When the
  // limit's counters cannot be counted (they live in the database), it still runs, and says what is down.
  app.get('/readyz', { config: { readiness: true } }, async (request) => {
    const [database, auth] = await Promise.all([
      probe(request, 'database', () => options.database.ping(), options.timeoutMs),
      probe(
        request,
        'auth',
        () =>
          options.auth.getUser(PROBE_UID).then(
            () => undefined,
            (error: { code?: unknown }) => {
              if (error.code !== 'auth/user-not-found') throw error;
            },
          ),
        options.timeoutMs,
      ),
    ]);
    if (database === 'down' || auth === 'down') throw new ApiError('unavailable', { database, auth });
    return { status: 'ready', database, auth };
  });
}
