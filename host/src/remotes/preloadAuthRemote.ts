import { preloadRemote } from '@module-federation/enhanced/runtime';

import { firstScreenExposes, prerenderedElement } from './prerenderedElement';

/**
 * Starts fetching the remote's manifest, entry and the first screen's exposed chunks while the host's own
 * chunks load, instead of after the host has rendered, so the first screen appears sooner. `share: false`: the
 * host provides every shared package, so none of the remote's copies is fetched. Only a head start: a
 * failure here is ignored, and `loadRemote` (authRemote.ts) still loads, retries and falls back as before.
 * The static server may already have listed these files in the page; the browser then reuses its preloads. A page
 * that carries the path's prerendered screen always lists them (page-server/src/firstScreenHints.ts): there the
 * runtime is not asked to work the same list out again, which costs the start-up main-thread time for nothing.
 */
export function preloadAuthRemote(pathname: string): void {
  if (prerenderedElement(pathname)) return;
  preloadRemote([{ nameOrAlias: 'auth_remote', exposes: firstScreenExposes(pathname), share: false }]).catch(
    () => undefined,
  );
}
