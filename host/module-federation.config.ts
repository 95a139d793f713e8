import { fileURLToPath } from 'node:url';

import { thryveShared } from '../shared/federation';

/** Where the auth remote is, at build time; a page may override it at runtime (window.__THRYVE_CONFIG__). */
const authRemoteUrl = process.env.AUTH_REMOTE_URL ?? 'http://localhost:3001/mf-manifest.json';

export const federation = {
  name: 'host',
  remotes: { auth_remote: `auth_remote@${authRemoteUrl}` },
  // A down remote must not take the host's shared modules down with it.
  shareStrategy: 'loaded-first' as const,
  // Order matters: pick the remote URL, retry a failed load, then fall back instead of failing the page.
  runtimePlugins: [
    fileURLToPath(new URL('../shared/runtime/remoteUrlPlugin.ts', import.meta.url)),
    fileURLToPath(new URL('./src/remotes/retryRemotePlugin.ts', import.meta.url)),
    fileURLToPath(new URL('./src/remotes/offlineRemotePlugin.ts', import.meta.url)),
  ],
  shared: thryveShared(),
};
