// Local defaults: the ports and demo project of `npm start`, and the URLs made of them. Each fact is written here
// once; scripts, the builds' config defaults, the API's config and operator commands, tests and benchmarks read it.
// CommonJS on purpose: plain Node scripts (ESM), TypeScript, Jest's CommonJS runtime and the bundler all load it.
'use strict';

/** The ports `npm start` uses when HOST_PORT, AUTH_REMOTE_PORT, API_PORT, AUTH_EMULATOR_PORT are unset. */
const DEFAULT_PORTS = Object.freeze({ host: 3000, remote: 3001, api: 8080, authEmulator: 9099 });

/** A `demo-*` project exists only in the Auth emulator: nothing local can touch a real project by default. */
const DEMO_PROJECT_ID = 'demo-thryve';
const DEMO_API_KEY = 'demo-api-key';
const DEMO_AUTH_DOMAIN = `${DEMO_PROJECT_ID}.firebaseapp.com`;

/** Where the browser reaches a local server (the page's origins: the API's CORS list names them). */
const localUrl = (port) => `http://localhost:${port}`;
/** The emulator listens on 127.0.0.1 only (firebase.json). */
const emulatorHost = (port) => `127.0.0.1:${port}`;
const emulatorUrl = (port) => `http://${emulatorHost(port)}`;
/** The port of the hub firebase opens beside the Auth emulator, pinned next to it (else it takes 4400). */
const emulatorHubPort = (port) => port + 1;
const remoteManifestUrl = (port) => `${localUrl(port)}/mf-manifest.json`;
/**
 * The folder of the remote's build for hosts that provide it their federation runtime (auth-remote/rspack.config.ts),
 * and where a local one is: the Thryve host loads that one.
 */
const HOST_RUNTIME_DIR = 'host-runtime';
const hostRuntimeManifestUrl = (port) => `${localUrl(port)}/${HOST_RUNTIME_DIR}/mf-manifest.json`;

/**
 * How long the API and the page server wait for a request to arrive, head and body, before answering 408 and closing
 * its connection (REQUEST_TIMEOUT_MS sets it for either). Above the web client's own 20 s limit for a whole call
 * (shared/src/http/apiInstance.ts), so no registration the app can finish is cut, yet a head or body that stops
 * arriving frees its connection within half a minute.
 */
const REQUEST_TIMEOUT_MS = 30_000;

/** Origins a local API accepts by default: the host page under both local names. */
const localCorsOrigins = (hostPort) => [localUrl(hostPort), `http://127.0.0.1:${hostPort}`];

/**
 * The build-time variables of @thryve/shared's config (shared/src/config/config.ts reads each as
 * `process.env.X`): the bundler replaces them (rspack.config.base.ts), the contract build clears them
 * (scripts/pack-contract.mjs).
 */
const BUILD_ENV = Object.freeze([
  'THRYVE_API_URL',
  'THRYVE_AUTH_EMULATOR_URL',
  'THRYVE_FIREBASE_API_KEY',
  'THRYVE_FIREBASE_AUTH_DOMAIN',
  'THRYVE_FIREBASE_PROJECT_ID',
  'THRYVE_FIREBASE_APP_ID',
]);

module.exports = {
  DEFAULT_PORTS,
  DEMO_PROJECT_ID,
  DEMO_API_KEY,
  DEMO_AUTH_DOMAIN,
  BUILD_ENV,
  localUrl,
  emulatorHost,
  emulatorUrl,
  emulatorHubPort,
  remoteManifestUrl,
  HOST_RUNTIME_DIR,
  hostRuntimeManifestUrl,
  localCorsOrigins,
  REQUEST_TIMEOUT_MS,
};
