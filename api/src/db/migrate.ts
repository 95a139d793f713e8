import { sql } from 'drizzle-orm';

import type { AppDb } from './client';
import { MIGRATIONS, type Migration } from './migrations';

/** Any constant: serialises concurrent migrators on the same PostgreSQL database. */
const MIGRATION_LOCK_ID = 724_311;

/** Applies the migrations not yet recorded in `schema_migrations`, all in one transaction. Returns their ids. */
export async function migrate(db: AppDb, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(
      sql.raw(`CREATE TABLE IF NOT EXISTS schema_migrations (
        id text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`),
    );
    // Both drivers answer `{ rows }`; the generic result type does not say so.
    const done = (await tx.execute(sql`SELECT id FROM schema_migrations`)) as unknown as { rows: { id: string }[] };
    const applied = new Set(done.rows.map((row) => row.id));
    const ran: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (id) VALUES (${migration.id})`);
      ran.push(migration.id);
    }
    return ran;
  });
}
