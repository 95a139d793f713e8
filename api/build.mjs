// `npm run build -w @thryve/api`: dist/server.js (what production starts: `node --enable-source-maps dist/server.js`)
// and dist/setRole.js, dist/webhooks.js (the operator's commands, for an install without dev dependencies). See scripts/lib/bundleNode.mjs.
import { fileURLToPath } from 'node:url';

import { bundleNode } from '../scripts/lib/bundleNode.mjs';

await bundleNode({
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: ['src/server.ts', 'src/cli/setRole.ts', 'src/cli/webhooks.ts'],
  // Gives Drizzle's migrator the folder of the generated migrations, which the package ships (`files`).
  loadBeside: ['drizzle/folder.cjs'],
});
