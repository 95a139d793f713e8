import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { loadConfig } from '../config';
import { openDatabase, type AppDb, type OpenDatabaseOptions } from '../db/client';
import { isDataDirInUse } from '../db/dataDirLock';
import { isNotServed, runInRunningApi } from '../operator/operatorSocket';
import { isEndpointCommandError, type EndpointCommand, type EndpointCommandResult } from '../webhooks/endpointCommand';
import { endpointPolicyFor } from '../webhooks/endpointUrl';
import { runEndpointCommand } from '../webhooks/runEndpointCommand';
import { isUsageError, parseWebhookArgs, WEBHOOKS_USAGE } from './webhookArgs';
import { formatResult } from './webhookOutput';

type Run = (db: AppDb) => Promise<EndpointCommandResult>;

async function runOn(options: OpenDatabaseOptions, run: Run): Promise<EndpointCommandResult> {
  const opened = await openDatabase({ ...options, poolSize: 1 });
  try {
    return await run(opened.db);
  } finally {
    await opened.close();
  }
}

/**
 * Runs the command where the database is: PostgreSQL directly (as many clients as it likes). The embedded folder is
 * opened here when no API holds it; when one does (npm start), that API runs the command (operatorSocket.ts), since a
 * second process on the folder would damage it. If that API stops between the two, the folder is free: try again.
 */
async function runWhereTheDatabaseIs(
  database: OpenDatabaseOptions,
  command: EndpointCommand,
  run: Run,
): Promise<EndpointCommandResult> {
  if (database.databaseUrl) return runOn(database, run);
  const dataDir = database.dataDir as string;
  // A command never creates a database: a wrong DATA_DIR would otherwise get an endpoint no API ever reads.
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new Error(
      `No embedded database in ${dataDir}: start the app once (npm start), or set DATA_DIR (or DATABASE_URL) as the ` +
        'API has it.',
    );
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOn({ dataDir }, run);
    } catch (error) {
      if (!isDataDirInUse(error)) throw error;
    }
    try {
      return await runInRunningApi(dataDir, command);
    } catch (error) {
      if (!isNotServed(error)) throw error;
      if (attempt === 3) {
        throw new Error(
          `The database folder ${dataDir} is held by a process that takes no commands (an API still starting, or ` +
            'another command): try again in a moment.',
        );
      }
      // An API starting (its migrations) or stopping: the folder or the socket is soon free.
      await sleep(1_000);
    }
  }
}

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseWebhookArgs(argv);
  } catch (error) {
    if (!isUsageError(error)) throw error;
    console.error(`${error.message}\n\n${WEBHOOKS_USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(WEBHOOKS_USAGE);
    return 0;
  }
  const { FIREBASE_PROJECT_ID, GCLOUD_PROJECT, THRYVE_FIREBASE_PROJECT_ID } = process.env;
  const config = loadConfig({
    ...process.env,
    // Also the variable `npm start` takes the project from, so one setting serves both commands.
    FIREBASE_PROJECT_ID: FIREBASE_PROJECT_ID || GCLOUD_PROJECT || THRYVE_FIREBASE_PROJECT_ID,
  });
  const policy = endpointPolicyFor(config.firebaseProjectId, config.database.databaseUrl);
  const { command } = args;
  const result = await runWhereTheDatabaseIs(config.database, command, (db) => runEndpointCommand(db, command, policy));
  console.log(formatResult(result, args.json));
  return 0;
}

main(process.argv.slice(2)).then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(isEndpointCommandError(error) || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
