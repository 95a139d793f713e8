import { hostRuntimeManifestUrl, remoteManifestUrl } from '@thryve/contract/defaults';

/** Ports of the servers the browser tests start (kept apart from `npm start`'s 3000/3001/8080). */
export const E2E_PORTS = {
  host: Number(process.env.E2E_HOST_PORT || 4000),
  remote: Number(process.env.E2E_REMOTE_PORT || 4001),
  embedHost: Number(process.env.E2E_EMBED_HOST_PORT || 4002),
  api: Number(process.env.E2E_API_PORT || 4080),
  /** The host and remote that remote-down.spec.ts starts and stops itself. */
  downHost: Number(process.env.E2E_DOWN_HOST_PORT || 4010),
  downRemote: Number(process.env.E2E_DOWN_REMOTE_PORT || 4011),
  /** The first of the outside hosts' ports (outside-hosts.spec.ts): webpack, vite, react18, plain, in that order. */
  outsideHosts: Number(process.env.E2E_OUTSIDE_HOST_PORT || 4040),
  /** The same app on PostgreSQL (the `postgres` project): its API, host and example host. */
  pgApi: Number(process.env.E2E_PG_API_PORT || 4081),
  /** A second instance of that API, on the same database (passkeys.spec.ts: a challenge from one, used at the other). */
  pgApiSecond: Number(process.env.E2E_PG_SECOND_API_PORT || 4083),
  pgHost: Number(process.env.E2E_PG_HOST_PORT || 4003),
  pgEmbedHost: Number(process.env.E2E_PG_EMBED_HOST_PORT || 4004),
  /** The API that account-deletion-interrupted.spec.ts starts, kills and starts again, and the host page in front. */
  killApi: Number(process.env.E2E_KILL_API_PORT || 4082),
  killHost: Number(process.env.E2E_KILL_HOST_PORT || 4005),
};

/** The key the browser tests' API accepts from partner backends (THRYVE_PARTNER_KEYS), and the example sends. */
export const E2E_PARTNER_KEY = 'e2e-partner-key-0123456789abcdefghijklmnop';

/** The outside hosts (examples/outside-hosts/<kind>), each served on its own port from E2E_PORTS.outsideHosts. */
export const OUTSIDE_HOSTS = ['webpack', 'vite', 'react18', 'plain'] as const;
export type OutsideHostKind = (typeof OUTSIDE_HOSTS)[number];
export const outsideHostPort = (kind: OutsideHostKind) => E2E_PORTS.outsideHosts + OUTSIDE_HOSTS.indexOf(kind);

export const E2E_URLS = {
  host: `http://localhost:${E2E_PORTS.host}`,
  /** The remote's standalone build: what any host loads (the example and outside hosts, mount's plain page). */
  remoteManifest: remoteManifestUrl(E2E_PORTS.remote),
  /** The remote's build for hosts that provide their federation runtime: what the Thryve host loads. */
  hostRemoteManifest: hostRuntimeManifestUrl(E2E_PORTS.remote),
  embedHost: `http://localhost:${E2E_PORTS.embedHost}`,
  api: `http://localhost:${E2E_PORTS.api}/`,
};

/** Where a project's tests find the app: the host, the example host and the API they talk to. */
export interface Stack {
  host: string;
  embedHost: string;
  /** With a trailing slash, as the pages' config has it. */
  api: string;
}

/** The app on PGlite (every spec) and on PostgreSQL (the account specs, once more). */
export const STACKS = {
  pglite: { host: E2E_URLS.host, embedHost: E2E_URLS.embedHost, api: E2E_URLS.api },
  postgres: {
    host: `http://localhost:${E2E_PORTS.pgHost}`,
    embedHost: `http://localhost:${E2E_PORTS.pgEmbedHost}`,
    api: `http://localhost:${E2E_PORTS.pgApi}/`,
  },
} satisfies Record<string, Stack>;

/** The tag of the tests that run on both stacks (the `postgres` project runs only these). */
export const ON_BOTH_DATABASES = '@both-databases';

/** The emulator started by scripts/with-auth-emulator.mjs. */
export { emulatorOrigin } from '../../scripts/testing/authEmulator';
