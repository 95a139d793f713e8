import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import '../src/config/config';

/**
 * Federation runtime plugin of every host of the auth remote: the remote's URL is configuration. The build sets
 * a default (AUTH_REMOTE_URL at build time); the page may override it at runtime with
 * `window.__THRYVE_CONFIG__ = { authRemoteUrl: 'https://…/mf-manifest.json' }` (page-server/src/staticServer.ts
 * writes it from the server's environment), so one build runs against any deployment of the remote.
 */
export default function remoteUrlPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'thryve-remote-url',
    beforeInit(args) {
      const entry = globalThis.__THRYVE_CONFIG__?.authRemoteUrl;
      if (!entry) return args;
      const remotes = (args.userOptions.remotes ?? []).map((remote) =>
        remote.name === 'auth_remote' ? { ...remote, entry } : remote,
      );
      return { ...args, userOptions: { ...args.userOptions, remotes } };
    },
  };
}
