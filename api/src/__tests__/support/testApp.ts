import { Writable } from 'node:stream';

import type { FastifyInstance } from 'fastify';

import { buildApp, type BuildAppOptions } from '../../app';
import { openMemoryDatabase } from '../../db/__tests__/memoryDatabase';
import type { Database } from '../../db/client';
import { PROJECT_ID } from './emulator';
import { httpClient, type HttpRequester } from './http';

export const ALLOWED_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  logs: string[];
  /** Real HTTP to the listening app, shaped like `inject`. */
  request: HttpRequester;
  close(): Promise<void>;
}

/** The real app on an in-memory PGlite, with the real firebase-admin against the emulator; logs captured. */
export async function startTestApp(overrides: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const database = overrides.database ?? (await openMemoryDatabase());
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp({
    database,
    config: { corsOrigins: [ALLOWED_ORIGIN], firebaseProjectId: PROJECT_ID },
    logger: { level: 'trace', stream },
    ...overrides,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    logs,
    request: httpClient(address),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
