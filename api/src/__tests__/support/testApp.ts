import { Writable } from 'node:stream';

import type { FastifyInstance } from 'fastify';

import { buildApp, type BuildAppOptions } from '../../app';
import { openMemoryDatabase } from '../../db/__tests__/memoryDatabase';
import { openTestDatabase, type DatabaseKind } from '../../db/__tests__/testDatabases';
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

/** What a test changes of the app: its options, and of its settings only those it names. */
export type TestAppOptions = Partial<Omit<BuildAppOptions, 'config'>> & { config?: Partial<BuildAppOptions['config']> };

/** The real app on an in-memory PGlite, with the real firebase-admin against the emulator; logs captured. */
export async function startTestApp(overrides: TestAppOptions = {}): Promise<TestApp> {
  const database = overrides.database ?? (await openMemoryDatabase());
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const config = {
    corsOrigins: [ALLOWED_ORIGIN],
    firebaseProjectId: PROJECT_ID,
    authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    ...overrides.config,
  };
  const app = await buildApp({ logger: { level: 'trace', stream }, ...overrides, database, config });
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

/** A TestApp that is, field by field, the instance `running()` gives when asked. */
function lateApp(running: () => TestApp): TestApp {
  return {
    get app() {
      return running().app;
    },
    get database() {
      return running().database;
    },
    get logs() {
      return running().logs;
    },
    request: (options) => running().request(options),
    close: () => running().close(),
  };
}

/**
 * `count` instances of the app (each with caches of its own) on one fresh database of `kind`: started before the tests
 * of the describe block this is called in, closed after them, the database with them. Each element stands for its
 * instance once the block's tests run: `const [t, second] = appsOn(kind, 2)`.
 */
export function appsOn(kind: DatabaseKind, count = 1, options: TestAppOptions = {}): TestApp[] {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    for (let index = 0; index < count; index += 1) apps.push(await startTestApp({ ...options, database }));
  });
  afterAll(async () => {
    const started = apps.splice(0);
    for (const t of started) await t.app.close();
    await started[0]?.database.close();
  });
  return Array.from({ length: count }, (_, index) =>
    lateApp(() => {
      if (!apps[index]) throw new Error(`app ${index} on ${kind} is not running: use it inside the tests`);
      return apps[index];
    }),
  );
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
