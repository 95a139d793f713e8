// The integration project's global setup: what every test file shares, made once per run. The in-memory databases'
// template (memoryDatabase.ts), written to a file of this process's own; one PostgreSQL server, TEST_DATABASE_URL's
// or a throwaway one (throwawayPostgres.ts), with the migrated template its test databases copy (testDatabases.ts).
// The test files, in the workers Jest starts after this (or in this process, with --runInBand), find them in the
// environment; integrationTeardown.ts removes them.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { migratedTemplate, TEMPLATE_ENV } from './memoryDatabase';
import { createTemplate, POSTGRES_ENV, PREFIX_ENV } from './testDatabases';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwawayPostgres';

/** The throwaway server, for the teardown: Jest runs both in this process, and they share only its globals. */
export const runServer = globalThis as { thryveTestPostgres?: ThrowawayPostgres };

async function writeMemoryTemplate(): Promise<void> {
  const path = join(tmpdir(), `thryve-pglite-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await (await migratedTemplate()).arrayBuffer()));
  process.env[TEMPLATE_ENV] = path;
}

async function startPostgres(): Promise<void> {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    runServer.thryveTestPostgres = await startThrowawayPostgres();
    url = runServer.thryveTestPostgres.url;
  }
  const prefix = `thryve_test_${process.pid}_`;
  await createTemplate(url, prefix);
  process.env[POSTGRES_ENV] = url;
  process.env[PREFIX_ENV] = prefix;
}

export default async function integrationSetup(): Promise<void> {
  await Promise.all([writeMemoryTemplate(), startPostgres()]);
}
