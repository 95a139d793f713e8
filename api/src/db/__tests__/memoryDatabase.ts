// The tests' in-memory PGlite databases, started from a template, so that PGlite's initdb (seconds of work) runs
// once per run instead of at every open: the template, a migrated empty data folder, is made by the integration
// project's global setup (integrationSetup.ts), and each database starts as a copy of it.
import { readFileSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';

import { openDatabase, type AppDb, type Database } from '../client';
import { migrate } from '../migrate';

/** The file the global setup wrote the template to (a tarball, as PGlite's `dumpDataDir()` writes it). */
export const TEMPLATE_ENV = 'THRYVE_TEST_PGLITE_TEMPLATE';

/** A migrated, empty PGlite data folder, as a tarball. */
export async function migratedTemplate(): Promise<Blob> {
  const client = await PGlite.create('memory://');
  try {
    await migrate(drizzle(client) as unknown as AppDb);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

let template: Promise<Blob> | undefined;

/**
 * A fresh, empty, migrated in-memory PGlite: the database `openDatabase({ dataDir: 'memory://' })` gives,
 * without PGlite's initdb. The migrations still run on it (each finds nothing to do), so a stale template cannot go
 * unnoticed. Without the global setup (a file run by itself elsewhere), the file's first database makes the template.
 */
export async function openMemoryDatabase(): Promise<Database> {
  const path = process.env[TEMPLATE_ENV];
  template ??= path ? Promise.resolve(new Blob([readFileSync(path)])) : migratedTemplate();
  return openDatabase({ dataDir: 'memory://', loadDataDir: await template });
}
