import type { FastifyInstance } from 'fastify';
import type { Auth } from 'firebase-admin/auth';

import { ALWAYS, LiveCache } from '../../auth/liveCache';
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

/**
 * How long /readyz reuses each dependency's answer: a flood of probes (no token needed) must not spend the Auth quota
 * the revocation checks need, nor the database's connections.
 */
export const PROBE_REUSE_MS = 1000;

export async function healthRoutes(app: FastifyInstance, options: HealthRouteOptions) {
  // Liveness is not rate limited: it does no work, and a flood from the orchestrator's address (or from behind
  // the same proxy) must never make the orchestrator restart a healthy instance.
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));

  // Readiness is limited like every route, yet runs when the limit's counters (in the database) fail: it says what
  // is down. Each probe is asked at most once per PROBE_REUSE_MS, the requests meanwhile sharing its answer.
  const reusedProbe = (name: string, check: () => Promise<unknown>) => {
    const answers = new LiveCache(ALWAYS, {
      max: 1,
      ttlMs: PROBE_REUSE_MS,
      load: () =>
        withTimeout(check(), options.timeoutMs).then(
          () => 'up' as const,
          (error: unknown) => {
            app.log.warn({ err: error, dependency: name }, 'dependency not reachable');
            return 'down' as const;
          },
        ),
    });
    return () => answers.get(name);
  };
  const database = reusedProbe('database', () => options.database.ping());
  // "No such user" for the probe's uid is an answer: the backend is up.
  const auth = reusedProbe('auth', () =>
    options.auth.getUser(PROBE_UID).catch((error: { code?: unknown }) => {
      if (error.code !== 'auth/user-not-found') throw error;
    }),
  );
  app.get('/readyz', { config: { readiness: true } }, async () => {
    // Side by side: a slow one does not delay the other.
    const [databaseStatus, authStatus] = await Promise.all([database(), auth()]);
    const status = { database: databaseStatus, auth: authStatus };
    if (databaseStatus === 'down' || authStatus === 'down') throw new ApiError('unavailable', status);
    return { status: 'ready', ...status };
  });
}
