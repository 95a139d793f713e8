import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** Attempts after the first failure, and the pause before each: about 1 s in all for a remote that is down. */
const RETRIES = 2;
const DELAY_MS = 500;

async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    }
  }
}

/** A manifest answer worth keeping: a 2xx. Anything else (a 502 from a proxy, a 404 mid-deploy) is retried. */
async function fetchOk(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/**
 * Federation runtime plugin (listed in a host's `runtimePlugins`, see thryveRuntimePlugins(), before the
 * offline plugin): a remote that blips is retried before the host gives up and shows its fallback —
 * the manifest fetch, the remoteEntry script and the exposed module's chunks. Kept short so that a remote
 * that is really down is reported quickly; the user's 'Try again' starts a fresh round.
 * (Ours rather than @module-federation/retry-plugin: that one is built against an older runtime and brings
 * a second copy of the federation SDK into the host's first script.)
 */
export default function retryRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'thryve-retry-remote',
    fetch(url, init) {
      // The last failure is thrown on: the runtime then reports the remote as unavailable.
      return withRetries(() => fetchOk(url, init));
    },
    // (The runtime awaits what these hooks return; its declared return types wrap one promise too many.)
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const entry = withRetries(async () => {
        // The failed load is still registered under this key; without forgetting it, a retry would await it.
        delete globalLoading[uniqueKey];
        const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        if (!exports) throw new Error(`remote "${remoteInfo.name}" has no entry`);
        return exports;
      });
      return entry as unknown as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;
    },
    getModuleFactory({ remoteEntryExports, expose }) {
      const factory = withRetries(async () => remoteEntryExports.get(expose));
      return factory as unknown as ReturnType<NonNullable<ModuleFederationRuntimePlugin['getModuleFactory']>>;
    },
  };
}
