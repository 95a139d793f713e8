import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { openDatabase, type OpenDatabaseOptions } from '../db/client';
import { isDataDirInUse } from '../db/dataDirLock';
import { runOperatorCommand, type OperatorCommand, type ResultOf } from '../operator/operatorCommand';
import { isNotServed, runInRunningApi } from '../operator/operatorSocket';
import type { EndpointPolicy } from '../webhooks/endpointUrl';

async function runOn<C extends OperatorCommand>(
  options: OpenDatabaseOptions,
  command: C,
  policy: EndpointPolicy,
): Promise<ResultOf<C>> {
  const opened = await openDatabase({ ...options, poolSize: 1 });
  try {
    return await runOperatorCommand(opened.db, command, policy);
  } finally {
    await opened.close();
  }
}

/**
 * Throws, before the command changes anything, when the embedded folder holds no database: a command never creates
 * one, since a wrong DATA_DIR would otherwise get what no API ever reads.
 */
export function assertDatabaseExists(database: OpenDatabaseOptions): void {
  if (database.databaseUrl) return;
  const dataDir = database.dataDir as string;
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new Error(
      `No embedded database in ${dataDir}: start the app once (npm start), or set DATA_DIR (or DATABASE_URL) as the ` +
        'API has it.',
    );
  }
}

/**
 * Runs an operator's command where the database is: PostgreSQL directly (as many clients as it likes). The embedded
 * folder is opened here when no API holds it; when one does (npm start), that API runs the command (operatorSocket.ts),
 * since a second process on the folder would damage it. If that API stops between the two, the folder is free: try
 * again.
 */
export async function runWhereTheDatabaseIs<C extends OperatorCommand>(
  database: OpenDatabaseOptions,
  command: C,
  policy: EndpointPolicy,
): Promise<ResultOf<C>> {
  if (database.databaseUrl) return runOn(database, command, policy);
  assertDatabaseExists(database);
  const dataDir = database.dataDir as string;
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOn({ dataDir }, command, policy);
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
