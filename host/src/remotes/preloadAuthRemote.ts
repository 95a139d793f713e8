import { preloadRemote } from '@module-federation/enhanced/runtime';

import { paths } from '../app/paths';

/** The remote's modules the first screen of this path needs: the provider always, and the screen if any. */
function exposesFor(pathname: string): string[] {
  if (pathname === paths.signIn) return ['./AuthProvider', './SignIn'];
  if (pathname === paths.signUp) return ['./AuthProvider', './SignUp'];
  return ['./AuthProvider'];
}

/**
 * Starts fetching the remote's manifest, entry and the first screen's exposed chunks while the host's own
 * chunks load, instead of after the host has rendered (measured in bench/README.md). `share: false`: the
 * host provides every shared package, so none of the remote's copies is fetched. Only a head start: a
 * failure here is ignored, and `loadRemote` (authRemote.ts) still loads, retries and falls back as before.
 */
export function preloadAuthRemote(pathname: string): void {
  preloadRemote([{ nameOrAlias: 'auth_remote', exposes: exposesFor(pathname), share: false }]).catch(() => undefined);
}
