import { fileURLToPath } from 'node:url';

import { DEFAULT_PORTS, remoteManifestUrl } from '@thryve/contract/defaults';

import { thryveShared } from '../../federation/src/index';

// A platform team's host: the same remote, the same singletons, no router.
const authRemoteUrl = process.env.AUTH_REMOTE_URL ?? remoteManifestUrl(DEFAULT_PORTS.remote);

export const federation = {
  name: 'embed_host',
  remotes: { auth_remote: `auth_remote@${authRemoteUrl}` },
  shareStrategy: 'loaded-first' as const,
  runtimePlugins: [fileURLToPath(new URL('../../shared/runtime/remoteUrlPlugin.ts', import.meta.url))] as string[],
  shared: thryveShared({ root: fileURLToPath(new URL('.', import.meta.url)) }),
};
