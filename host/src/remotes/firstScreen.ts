// Plain data, without the DOM: the host's build reads it too (host/rspack.config.ts).
import { PRERENDERED_SCREENS, type PrerenderedScreenName } from '@thryve/shared/first-screen';

import { paths } from '../app/paths';

/** The paths whose screen the remote prerenders, and which screen. */
const PRERENDERED_PATHS = Object.fromEntries(
  Object.entries(PRERENDERED_SCREENS).map(([screen, { path }]) => [path, screen as PrerenderedScreenName]),
);

/**
 * The remote's modules the first screen of a path needs: the provider always, and the screen if any. The one
 * source for both places that announce them early: `preloadAuthRemote` in the page, and the host build's
 * `first-screen.json`, from which the page server lists their files in the HTML
 * (page-server/src/firstScreenHints.ts).
 */
export const FIRST_SCREEN_EXPOSES = {
  paths: {
    [paths.signIn]: ['./AuthProvider', './SignIn'],
    [paths.signUp]: ['./AuthProvider', './SignUp'],
    [paths.account]: ['./AuthProvider', './UserProfile'],
  } as Record<string, string[]>,
  otherPaths: ['./AuthProvider'],
  /**
   * The paths whose screen the remote prerenders: the static server puts its HTML in their page
   * (page-server/src/firstScreenHints.ts), and the host hydrates it with `./mount` (PrerenderedScreen.tsx), which
   * runs the path's own screen module: `exposes` are the modules such a page loads besides the path's own.
   */
  prerendered: {
    paths: PRERENDERED_PATHS,
    exposes: ['./AuthProvider', './mount'],
  },
};
