// The integration project's global setup: writes the in-memory databases' template (memoryDatabase.ts) once for the
// run, to a file of this process's own, which memoryTemplateTeardown.ts removes.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { migratedTemplate, TEMPLATE_ENV } from './memoryDatabase';

export default async function writeMemoryTemplate(): Promise<void> {
  const path = join(tmpdir(), `thryve-pglite-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await (await migratedTemplate()).arrayBuffer()));
  // Read by the test files, in the workers Jest starts after this (or in this process, with --runInBand).
  process.env[TEMPLATE_ENV] = path;
}
