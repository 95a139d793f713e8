import { paths } from '../app/paths';

/**
 * The remote's modules the first screen of a path needs: the provider always, and the screen if any. The one
 * source for both places that announce them early: `preloadAuthRemote` in the page, and the host build's
 * `first-screen-exposes.json`, from which the static server lists their files in the HTML
 * (page-server/src/firstScreenHints.ts).
 */
export const FIRST_SCREEN_EXPOSES = {
  paths: {
    [paths.signIn]: ['./AuthProvider', './SignIn'],
    [paths.signUp]: ['./AuthProvider', './SignUp'],
    [paths.account]: ['./AuthProvider', './UserProfile'],
  } as Record<string, string[]>,
  otherPaths: ['./AuthProvider'],
};

export function firstScreenExposes(pathname: string): string[] {
  return FIRST_SCREEN_EXPOSES.paths[pathname] ?? FIRST_SCREEN_EXPOSES.otherPaths;
}
