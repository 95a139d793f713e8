import { mkdirSync } from 'node:fs';

import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

import { lockDataDir } from './dataDirLock';
import { listenOnPglite, listenOnPostgres, type NotificationListener } from './listener';
import { migrate } from './migrate';

/** The drizzle database both drivers give; repositories only see this. */
export type AppDb = PgDatabase<PgQueryResultHKT>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: AppDb;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Applies pending migrations (openDatabase does unless told not to). */
  migrate(): Promise<void>;
  /** Receives the NOTIFY of `channels` on a connection of its own (listener.ts), until the function it gives is called. */
  listen(channels: readonly string[], listener: NotificationListener): () => Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... ; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  /**
   * PGlite: a new data folder starts as this copy of one, as PGlite's `dumpDataDir()` writes it, instead of PGlite's
   * initdb (which takes seconds): the tests' in-memory databases start from a migrated template this way.
   */
  loadDataDir?: Blob;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  /** PostgreSQL: connections this instance keeps at most (default 10). */
  poolSize?: number;
  /**
   * PostgreSQL: longest wait for a connection, for a statement and in an idle transaction, in ms (default 5000); an
   * answer the network loses is given up 1 s later.
   */
  timeoutMs?: number;
}

const DEFAULT_POOL_SIZE = 10;
const DEFAULT_TIMEOUT_MS = 5_000;
/** How much later than the server's statement timeout our own gives up on an answer. */
const NETWORK_MARGIN_MS = 1_000;

function wrap(
  kind: Database['kind'],
  db: AppDb,
  close: () => Promise<void>,
  listen: Database['listen'],
  runMigrations: () => Promise<void> = () => migrate(db),
): Database {
  // Neither driver takes a second close (pg rejects it, PGlite throws while closing): every caller awaits the first.
  let closing: Promise<void> | undefined;
  return {
    kind,
    db,
    ping: async () => void (await db.execute(sql`SELECT 1`)),
    migrate: runMigrations,
    listen,
    close: () => (closing ??= close()),
  };
}

/** PGlite's own failure (a bare `Aborted()` for a damaged folder) says neither which folder nor what to do. */
function unopenable(dataDir: string, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(
    `The embedded database in ${dataDir} could not be opened (PGlite: ${reason}). Its files are damaged, e.g. ` +
      `by two processes that used it at once. Keep the folder for recovery: move it aside and start again for an ` +
      `empty database, or put a backup of the folder in its place.`,
    { cause: error },
  );
}

/** bytea goes to PGlite as bytes (bound in binary, not written out as hex) and is read back by Buffer's codec. */
const PGLITE_OPTIONS: PGliteOptions = {
  serializers: {
    // PGlite's serializers are typed as returning text, but its Bind sends an ArrayBuffer view as binary.
    [types.BYTEA]: (value: Uint8Array) => value as unknown as string,
  },
  parsers: { [types.BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex') },
};

/** An in-memory PGlite, or one on a folder this process locks for as long as it is open. */
async function openPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<Database> {
  const inMemory = dataDir.includes('://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const lock = inMemory ? null : await lockDataDir(dataDir);
  const client = await PGlite.create(dataDir, { ...PGLITE_OPTIONS, loadDataDir }).catch((error: unknown) => {
    lock?.release();
    throw inMemory ? error : unopenable(dataDir, error);
  });
  return wrap(
    'pglite',
    drizzlePglite(client) as unknown as AppDb,
    () => client.close().finally(() => lock?.release()),
    (channels, listener) => listenOnPglite(client, channels, listener),
  );
}

/** Opens PostgreSQL (databaseUrl) or PGlite (dataDir) behind one interface and migrates it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const { databaseUrl } = options;
  let database: Database;
  if (databaseUrl) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    // Requests never hang on the database: a full pool or a slow server fails them within the timeout (a 503).
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      connectionTimeoutMillis: timeoutMs,
      // The server ends what outlasts the timeout: a statement (lock waits included) is cancelled (57014) and its
      // transaction rolls back, the connection still usable; an idle transaction ends with its session. A timeout of
      // our own would only give up on the answer, and on the rollback queued behind it, leaving the transaction open.
      statement_timeout: timeoutMs,
      idle_in_transaction_session_timeout: timeoutMs,
      // Ours, for an answer the network loses: later than the server's, which should fire first.
      query_timeout: timeoutMs + NETWORK_MARGIN_MS,
    });
    // A connection handed back inside a transaction (its rollback never got through) is closed, never lent again:
    // the next borrower's statements would run in that transaction and be lost with it (an acknowledged logout).
    pool.on('release', (error, client) => {
      if (!error && client.getTransactionStatus() !== 'I') void client.end().catch(() => undefined);
    });
    // A server restart or failover ends idle connections: unheard, pg's 'error' would stop the process. The pool
    // reconnects on demand; the code alone is logged (pg's message may carry connection details).
    pool.on('error', (error: Error & { code?: string }) => {
      console.warn(
        `Thryve API: an idle database connection was lost (${error.code ?? 'no code'}); it is replaced on demand`,
      );
    });
    // Migrations run on one connection of their own, without the query timeout: it holds the advisory lock for the
    // whole run, and the other instances wait on the lock for as long as that takes.
    const migrateOnOneConnection = async () => {
      // Connecting is bounded like any other (a host that accepts and never answers fails the start); waiting for
      // the lock is not.
      const connection = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: timeoutMs });
      // A connection lost mid-run fails the migration's query (and so the start); the event must not crash it.
      connection.on('error', () => undefined);
      await connection.connect().catch((error: Error) => {
        const reason = `Could not connect to PostgreSQL (DATABASE_URL, DB_TIMEOUT_MS ${timeoutMs}): ${error.message}`;
        throw new Error(reason, { cause: error });
      });
      try {
        await migrate(drizzleNodePg(connection) as unknown as AppDb);
      } finally {
        await connection.end();
      }
    };
    database = wrap(
      'postgres',
      drizzleNodePg(pool) as unknown as AppDb,
      () => pool.end(),
      (channels, listener) => listenOnPostgres(databaseUrl, timeoutMs, channels, listener),
      migrateOnOneConnection,
    );
  } else {
    database = await openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
  }
  if (options.migrate !== false) {
    try {
      await database.migrate();
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}
