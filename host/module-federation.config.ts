import { fileURLToPath } from 'node:url';

import { DEFAULT_PORTS, hostRuntimeManifestUrl } from '@thryve/contract/defaults';

import { thryveRuntimePlugins, thryveShared } from '../federation/src/index';

/**
 * Where the auth remote is, at build time; a page may override it at runtime (window.__THRYVE_CONFIG__). Its
 * host-runtime build: this host provides it the federation runtime. The remote's standalone build loads here too.
 */
const authRemoteUrl = process.env.AUTH_REMOTE_URL ?? hostRuntimeManifestUrl(DEFAULT_PORTS.remote);

/**
 * The contract's singletons (@thryve/federation's thryveShared, with the versions installed for this app). Those the host's start-up consumes, before any remote is loaded,
 * carry no version requirement of the host's: at that point the host's own copies are the only ones registered, so
 * the requirement could only check the host's versions against themselves, and the runtime would parse each range
 * during the start-up for that. The remote's requirements are checked as before when it consumes them, and so are
 * the host's for what it consumes later (axios, `@thryve/shared/http`), when a remote's copy may be the one loaded.
 */
const STARTUP_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@thryve/shared',
  '@thryve/contract',
];
const shared = Object.fromEntries(
  Object.entries(thryveShared({ root: fileURLToPath(new URL('.', import.meta.url)), firebase: false })).map(
    ([request, config]) => [
      request,
      STARTUP_SINGLETONS.includes(request) ? { ...config, requiredVersion: false as const } : config,
    ],
  ),
);

export const federation = {
  name: 'host',
  remotes: { auth_remote: `auth_remote@${authRemoteUrl}` },
  // A down remote must not take the host's shared modules down with it.
  shareStrategy: 'loaded-first' as const,
  // The page's one federation runtime: the remote's host-runtime build uses this one instead of bringing its own.
  experiments: { provideExternalRuntime: true },
  // Order matters: pick the remote URL, then @thryve/federation's: retry a failed load, refuse another contract
  // major. No fallback module: the host loads through loadRemote() and shows its unavailable screen on the
  // rejection (src/remotes/authRemote.ts), one failure path.
  runtimePlugins: [
    fileURLToPath(new URL('../shared/runtime/remoteUrlPlugin.ts', import.meta.url)),
    ...thryveRuntimePlugins({ fallback: false }),
  ],
  // The host never imports Firebase itself: it comes tree-shaken inside @thryve/shared, which owns the instance.
  shared,
};
