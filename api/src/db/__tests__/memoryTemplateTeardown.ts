// The integration project's global teardown: removes the template memoryTemplateSetup.ts wrote.
import { rmSync } from 'node:fs';

import { TEMPLATE_ENV } from './memoryDatabase';

export default function removeMemoryTemplate(): void {
  const path = process.env[TEMPLATE_ENV];
  if (path) rmSync(path, { force: true });
  delete process.env[TEMPLATE_ENV];
}
