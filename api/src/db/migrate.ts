import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles, type MigrationConfig } from 'drizzle-orm/migrator';
import { migrate as migrateWithDrizzle } from 'drizzle-orm/node-postgres/migrator';

import migrationsFolder from '../../drizzle/folder.cjs';
import type { AppDb } from './client';

/** Any constant: serialises concurrent migrators on the same PostgreSQL database. */
const MIGRATION_LOCK_ID = 724_311;

/** Drizzle's defaults, spelled out: the table that records the applied migrations. */
export const MIGRATION_CONFIG = {
  migrationsFolder,
  migrationsSchema: 'drizzle',
  migrationsTable: '__drizzle_migrations',
} satisfies MigrationConfig;

/**
 * Databases made before drizzle-kit recorded their migrations in `schema_migrations`. Each id there did exactly
 * what the generated migration at this index of the journal does (same tables, columns and constraint names).
 */
const LEGACY_MIGRATIONS: Record<string, number> = { '0001_profiles': 0, '0002_ended_sessions': 1 };

/** The rows of a raw query: both drivers answer `{ rows }`. */
const rowsOf = async <T>(db: AppDb, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Records the legacy history as Drizzle's, then drops it: one transaction, so either history is whole. */
async function adoptLegacyHistory(db: AppDb): Promise<void> {
  const [legacy] = await rowsOf<{ present: boolean }>(
    db,
    sql`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`,
  );
  if (!legacy?.present) return;
  const migrations = readMigrationFiles(MIGRATION_CONFIG);
  const { migrationsSchema, migrationsTable } = MIGRATION_CONFIG;
  const table = sql`${sql.identifier(migrationsSchema)}.${sql.identifier(migrationsTable)}`;
  await db.transaction(async (tx) => {
    const applied = await rowsOf<{ id: string }>(tx, sql`SELECT id FROM schema_migrations ORDER BY id`);
    const indexes = applied.map(({ id }) => {
      const index = LEGACY_MIGRATIONS[id];
      if (index === undefined) throw new Error(`Unknown migration "${id}" in schema_migrations: newer code made it`);
      return index;
    });
    if (indexes.some((index, position) => index !== position)) {
      throw new Error(`schema_migrations holds ${applied.map((row) => row.id).join(', ')}: not a known history`);
    }
    await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS ${sql.identifier(migrationsSchema)}`);
    // The same table Drizzle's migrator makes (drizzle-orm/pg-core dialect).
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS ${table} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
    );
    for (const index of indexes) {
      const { hash, folderMillis } = migrations[index];
      await tx.execute(sql`INSERT INTO ${table} (hash, created_at) VALUES (${hash}, ${folderMillis})`);
    }
    await tx.execute(sql`DROP TABLE schema_migrations`);
  });
}

/**
 * Applies the generated migrations (api/drizzle, from schema.ts by drizzle-kit) with Drizzle's migrator. `db` must
 * be ONE connection: the session advisory lock taken on it keeps other instances waiting until it is done.
 */
export async function migrate(db: AppDb): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_ID})`);
  try {
    await adoptLegacyHistory(db);
    // Every driver's migrator is the same call of the pg-core dialect on the database's session: this one serves both.
    await migrateWithDrizzle(db as unknown as Parameters<typeof migrateWithDrizzle>[0], MIGRATION_CONFIG);
  } finally {
    await db.execute(sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
  }
}
