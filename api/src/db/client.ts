import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

import { migrate } from './migrate';
import { schema } from './schema';

/** The drizzle database both drivers give; repositories only see this. */
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: AppDb;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... ; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
}

function wrap(kind: Database['kind'], db: AppDb, close: () => Promise<void>): Database {
  let closed = false;
  return {
    kind,
    db,
    ping: async () => {
      await db.execute(sql`SELECT 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}

/** Opens PostgreSQL (databaseUrl) or PGlite (dataDir) behind one interface and migrates it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  let database: Database;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    database = wrap('postgres', drizzleNodePg(pool, { schema }) as unknown as AppDb, () => pool.end());
  } else {
    const dataDir = options.dataDir ?? 'memory://';
    if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create(dataDir);
    database = wrap('pglite', drizzlePglite(client, { schema }) as unknown as AppDb, () => client.close());
  }
  if (options.migrate !== false) {
    try {
      await migrate(database.db);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}
