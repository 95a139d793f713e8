import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runOperatorCommand } from './operator/operatorCommand';
import { serveOperatorSocket } from './operator/operatorSocket';
import { endpointPolicyFor } from './webhooks/endpointUrl';

/** Listens on the configured port; on SIGINT/SIGTERM stops accepting, finishes in-flight requests, closes the db. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const app = await buildApp({
    database,
    config,
    rateLimits: config.rateLimits,
    authSettings: config.authSettings,
    logger: { level: config.logLevel },
  });
  const { dataDir, databaseUrl } = config.database;
  // The embedded folder is this process's alone: operator commands (npm run webhooks, npm run role) come to it here.
  const policy = endpointPolicyFor(config.firebaseProjectId, databaseUrl);
  const operator =
    database.kind === 'pglite' && !dataDir.includes('://')
      ? await serveOperatorSocket(dataDir, (command) => runOperatorCommand(database.db, command, policy), app.log)
      : null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await operator?.close();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (config.authEmulatorHost) {
    // loadConfig allows the emulator only on loopback and for demo-* projects; this says what it means, every start.
    app.log.warn(
      { authEmulator: config.authEmulatorHost, host: config.host },
      'Auth emulator mode: ID tokens are accepted unsigned, for any user and role. Development only; the API listens ' +
        'on loopback only.',
    );
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind }, 'api ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
