import Fastify, { type FastifyInstance } from 'fastify';
import type { Auth } from 'firebase-admin/auth';

import { DEFAULT_RATE_LIMITS, type ApiConfig, type RateLimitSettings } from './config';
import type { Database } from './db/client';
import { createProfileRepository } from './db/profileRepository';
import { createSessionRepository } from './db/sessionRepository';
import { getAdminAuth } from './firebaseAdmin';
import { loggerOptions, type LoggerSetting } from './logger';
import { authentication } from './plugins/auth';
import { errorHandling } from './plugins/errors';
import { security } from './plugins/security';
import { sessionCleanup } from './plugins/sessionCleanup';
import { healthRoutes } from './routes/health';
import { logoutRoutes } from './routes/logout';
import { registerRoutes } from './routes/register';
import { userRoutes } from './routes/user';
import { usersRoutes } from './routes/users';
import { weatherForecastRoutes } from './routes/weather-forecast';

/** Everything but register: small JSON bodies only. */
const DEFAULT_BODY_LIMIT = 16 * 1024;

export interface BuildAppOptions {
  database: Database;
  config: Pick<ApiConfig, 'corsOrigins' | 'firebaseProjectId'> & Partial<Pick<ApiConfig, 'trustProxy'>>;
  /** Token verifier; defaults to firebase-admin for `config.firebaseProjectId`. */
  auth?: Pick<Auth, 'verifyIdToken'>;
  rateLimits?: Partial<RateLimitSettings>;
  logger?: LoggerSetting;
  now?: () => Date;
}

/** Builds the API without listening: `server.ts` listens, tests `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logger ?? false),
    bodyLimit: DEFAULT_BODY_LIMIT,
    return503OnClosing: true,
    // Behind a proxy, request.ip (the rate limits' key) is the client's address from X-Forwarded-For.
    trustProxy: options.config.trustProxy ?? false,
  });
  const now = options.now ?? (() => new Date());
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const repository = createProfileRepository(options.database.db);
  const sessions = createSessionRepository(options.database.db);

  // JSON only: anything else is a 415.
  app.removeContentTypeParser(['text/plain']);

  await app.register(errorHandling);
  await app.register(security, { corsOrigins: options.config.corsOrigins, rateLimits });
  await app.register(authentication, {
    auth: options.auth ?? getAdminAuth(options.config.firebaseProjectId),
    sessions,
  });
  await app.register(sessionCleanup, { sessions, now });

  await app.register(healthRoutes, { database: options.database });
  await app.register(weatherForecastRoutes, { now });
  await app.register(registerRoutes, { repository, now, ...rateLimits });
  await app.register(userRoutes, { repository });
  await app.register(usersRoutes, { repository });
  await app.register(logoutRoutes, { sessions });
  return app;
}
