// The integration project's global teardown: removes what integrationSetup.ts made for the run.
import { rmSync } from 'node:fs';

import pg from 'pg';

import { runServer } from './integrationSetup';
import { TEMPLATE_ENV } from './memoryDatabase';
import { onServer, POSTGRES_ENV, PREFIX_ENV } from './testDatabases';

/** On TEST_DATABASE_URL's server, which stays: every database of the run, the template too. */
async function dropRunDatabases(url: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      'SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { name } of rows) await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export default async function integrationTeardown(): Promise<void> {
  const path = process.env[TEMPLATE_ENV];
  if (path) rmSync(path, { force: true });
  const url = process.env[POSTGRES_ENV];
  const prefix = process.env[PREFIX_ENV];
  if (runServer.thryveTestPostgres) await runServer.thryveTestPostgres.stop();
  else if (url && prefix) await dropRunDatabases(url, prefix);
  for (const name of [TEMPLATE_ENV, POSTGRES_ENV, PREFIX_ENV]) delete process.env[name];
  delete runServer.thryveTestPostgres;
}
