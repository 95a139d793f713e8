#!/usr/bin/env node
// Usage: node scripts/serve-static.mjs --dir host/dist --port 3000 [--no-spa] [--prefix /v1/]
// Serves a production build; the page config comes from env (THRYVE_API_URL, THRYVE_AUTH_EMULATOR_URL, AUTH_REMOTE_URL).
// `--port 0` takes a free port; the line "serving <dir> at <url>" says which.
import { parseArgs } from 'node:util';

import { createStaticServer, runtimeConfigFromEnv } from './lib/staticServer.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: 'localhost' },
    'no-spa': { type: 'boolean', default: false },
    // A versioned remote: `--dir auth-remote/dist --prefix /v1/` serves it at /v1/mf-manifest.json.
    prefix: { type: 'string', default: '/' },
  },
});
if (!values.dir || !values.port) {
  console.error('usage: serve-static --dir <folder> --port <port> [--host localhost] [--no-spa]');
  process.exit(2);
}
const server = await createStaticServer({
  dir: values.dir,
  spa: !values['no-spa'],
  prefix: values.prefix,
  runtimeConfig: runtimeConfigFromEnv(),
}).catch((error) => {
  // A build folder it cannot serve (e.g. a malformed first-screen-exposes.json): one line, no stack.
  console.error(`serve-static: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
server.listen(Number(values.port), values.host, () => {
  console.log(`serving ${values.dir} at http://${values.host}:${server.address().port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
