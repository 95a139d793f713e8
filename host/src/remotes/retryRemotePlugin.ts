import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * Federation runtime plugin (listed in host/module-federation.config.ts `runtimePlugins`, before the
 * offline plugin): a remote that blips is retried before the host gives up and shows its fallback.
 * Kept short (about 2 s in all) so that a remote that is really down is reported quickly; the user's
 * 'Try again' starts a fresh round.
 */
export default function retryRemotePlugin(): ModuleFederationRuntimePlugin {
  // The plugin's own types come from an older runtime; the hook shapes it uses are unchanged.
  return RetryPlugin({
    fetch: { retryTimes: 2 },
    script: { retryTimes: 2, retryDelay: 500 },
  }) as unknown as ModuleFederationRuntimePlugin;
}
