import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

import { createRemoteFallbackModule } from './remoteFallback';

/**
 * Federation runtime plugin (listed in a host's `runtimePlugins`, see thryveRuntimePlugins()): when a remote
 * module cannot be loaded, even after the retry plugin, answer with a fallback module instead of an error.
 * Its component throws a RemoteUnavailableError when rendered, which the host's boundary turns into the
 * 'Sign-in is temporarily unavailable' screen. Only the `onLoad` stage gets a fallback: at `afterResolve`
 * the runtime would take our answer for a manifest, and answering nothing there also lets the runtime
 * forget the failed manifest so that a later attempt fetches it again.
 */
export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'thryve-offline-remote-plugin',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`[thryve] remote module "${args.id}" is unavailable; showing the fallback`, args.error);
      return createRemoteFallbackModule(args.id, args.error);
    },
  };
}
