import { hostRuntimeManifestUrl, remoteManifestUrl } from '@thryve/shared/defaults';

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
};

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

/** The emulator started by scripts/with-auth-emulator.mjs. */
export { emulatorOrigin } from '../../scripts/testing/authEmulator';
