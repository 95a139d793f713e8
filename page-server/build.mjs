// `npm run build -w @thryve/page-server`: dist/serve.js, what production runs (`node page-server/dist/serve.js --dir
// host/dist --port 8080`), with @thryve/shared's defaults compiled in. See scripts/lib/bundleNode.mjs.
import { fileURLToPath } from 'node:url';

import { bundleNode } from '../scripts/lib/bundleNode.mjs';

await bundleNode({
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: ['src/serve.ts'],
});
