import { preloadRemote } from '@module-federation/enhanced/runtime';

import { firstScreenExposes } from './prerenderedElement';

/**
 * Starts fetching the remote's manifest, entry and the first screen's exposed chunks while the host's own
 * chunks load, instead of after the host has rendered (measured in bench/README.md). `share: false`: the
 * host provides every shared package, so none of the remote's copies is fetched. Only a head start: a
 * failure here is ignored, and `loadRemote` (authRemote.ts) still loads, retries and falls back as before.
 * The static server may already have listed these files in the page; the browser then reuses its preloads.
 */
export function preloadAuthRemote(pathname: string): void {
  preloadRemote([{ nameOrAlias: 'auth_remote', exposes: firstScreenExposes(pathname), share: false }]).catch(
    () => undefined,
  );
}
