// First, before any schema exists: zod then compiles each schema into a specialised validator on its first parse, with
// the same results and messages (zod.dev/compile; api/src/__tests__/compiledValidation.test.ts).
import 'zod/compile';
import Fastify, { type FastifyInstance } from 'fastify';

import { appContext, type BuildAppOptions } from './appContext';
import { loggerOptions } from './logger';
import { authentication } from './plugins/auth';
import { badUrls, routeBadUrl } from './plugins/badUrls';
import { errorHandling } from './plugins/errors';
import { expiredRowsCleanup } from './plugins/expiredRowsCleanup';
import { jsonBodies } from './plugins/jsonBodies';
import { connectionOptions, lifecycle } from './plugins/lifecycle';
import { orphanSweep } from './plugins/orphanSweep';
import { security } from './plugins/security';
import { webhookDelivery } from './plugins/webhookDelivery';
import { apiRoutes } from './routes';

export type { BuildAppOptions } from './appContext';

/**
 * Builds the API without listening: `server.ts` listens, tests `inject`. Each cross-cutting concern is a named plugin,
 * registered in this order: bodies and errors first, so every later answer is JSON; the security headers before the
 * lifecycle's and the bad URLs' answers, so those carry them; authentication before the routes that use it.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(options.logger ?? false),
    // Behind a proxy, request.ip (the rate limits' key) is the client's address from X-Forwarded-For.
    trustProxy: config.trustProxy ?? false,
    ...connectionOptions(config.requestTimeoutMs),
    frameworkErrors: routeBadUrl,
  });
  const context = appContext(options);
  await app.register(jsonBodies);
  await app.register(errorHandling);
  await app.register(security, context);
  await app.register(badUrls);
  await app.register(lifecycle, context);
  await app.register(authentication, context);
  await app.register(expiredRowsCleanup, context);
  await app.register(orphanSweep, context);
  await app.register(webhookDelivery, context);
  await app.register(apiRoutes, context);
  return app;
}
