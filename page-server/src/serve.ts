// The page server's command, what production runs (built: `node page-server/dist/serve.js`):
//   node page-server/dist/serve.js --dir host/dist --port 3000 [--host localhost] [--no-spa] [--prefix /v1/]
// Serves a production build; the page config comes from env (THRYVE_API_URL, THRYVE_AUTH_EMULATOR_URL, AUTH_REMOTE_URL),
// and REQUEST_TIMEOUT_MS, as for the API, sets how long a request may take to arrive (default 30 s).
// `--port 0` takes a free port; the line "serving <dir> at <url>" says which. SIGTERM or SIGINT closes it.
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';

import { createStaticServer, runtimeConfigFromEnv } from './staticServer';

const USAGE = 'usage: serve.js --dir <folder> --port <port> [--host localhost] [--no-spa] [--prefix /v1/]';

let values;
try {
  ({ values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string', default: 'localhost' },
      'no-spa': { type: 'boolean', default: false },
      // A versioned remote: `--dir auth-remote/dist --prefix /v1/` serves it at /v1/mf-manifest.json.
      prefix: { type: 'string', default: '/' },
    },
  }));
} catch (error) {
  console.error(`page-server: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
if (!values.dir || !values.port) {
  console.error(USAGE);
  process.exit(2);
}
const { dir, host } = values;
const timeout = process.env.REQUEST_TIMEOUT_MS;
if (timeout !== undefined && timeout !== '' && !/^[1-9]\d*$/.test(timeout)) {
  console.error(`page-server: invalid REQUEST_TIMEOUT_MS "${timeout}": a whole number of milliseconds above 0`);
  process.exit(2);
}
const server = await createStaticServer({
  dir,
  spa: !values['no-spa'],
  prefix: values.prefix,
  runtimeConfig: runtimeConfigFromEnv(),
  requestTimeoutMs: timeout ? Number(timeout) : undefined,
}).catch((error: unknown) => {
  // A build folder it cannot serve (e.g. a malformed first-screen-exposes.json): one line, no stack.
  console.error(`page-server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
server.listen(Number(values.port), host, () => {
  console.log(`serving ${dir} at http://${host}:${(server.address() as AddressInfo).port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
