import { fileURLToPath } from 'node:url';

import { thryveShared } from '../../shared/federation';

// A platform team's host: the same remote, the same singletons, no react-router.
const authRemoteUrl = process.env.AUTH_REMOTE_URL ?? 'http://localhost:3001/mf-manifest.json';

export const federation = {
  name: 'embed_host',
  remotes: { auth_remote: `auth_remote@${authRemoteUrl}` },
  shareStrategy: 'loaded-first' as const,
  runtimePlugins: [fileURLToPath(new URL('../../shared/runtime/remoteUrlPlugin.ts', import.meta.url))] as string[],
  shared: thryveShared(),
};
