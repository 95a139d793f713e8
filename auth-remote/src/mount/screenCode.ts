// Each screen's code, loaded when a screen of its kind is first mounted (or prerendered, at build time).
import type { MountScreen, SignInProps, SignUpProps, UserProfileProps } from '@thryve/shared';
import type { ComponentType } from 'react';

export interface ScreenComponents {
  signIn: ComponentType<SignInProps>;
  signUp: ComponentType<SignUpProps>;
  userProfile: ComponentType<UserProfileProps>;
}

/**
 * Each screen's code, loaded when a screen of its kind is first mounted: a page that shows sign-in downloads neither
 * sign-up nor the account screen. Each imports the screen's expose module into the chunk the federation plugin
 * names for that expose (`__federation_expose_<name>`), so that it is the very chunk, style sheet included, a
 * host's `auth_remote/SignIn` (`SignUp`, `UserProfile`) loads: a page that loads both fetches it once (the
 * federation browser test checks each file of the sign-in page is fetched once).
 */
const SCREEN_CODE: { [S in MountScreen]: () => Promise<{ default: ScreenComponents[S] }> } = {
  signIn: () => import(/* webpackChunkName: "__federation_expose_SignIn" */ '../exposes/SignIn'),
  signUp: () => import(/* webpackChunkName: "__federation_expose_SignUp" */ '../exposes/SignUp'),
  userProfile: () => import(/* webpackChunkName: "__federation_expose_UserProfile" */ '../exposes/UserProfile'),
};

/** The screens whose code is here: a screen is rendered only once it is. */
export const loadedScreens: Partial<ScreenComponents> = {};
const loadingScreens = new Map<MountScreen, Promise<void>>();

/** Loads a screen's code, once; a load that failed (the network) is tried again at the next call. */
export function loadScreen(screen: MountScreen): Promise<void> {
  let loading = loadingScreens.get(screen);
  if (!loading) {
    loading = SCREEN_CODE[screen]().then((module) => {
      (loadedScreens as Record<MountScreen, unknown>)[screen] = module.default;
    });
    loading.catch(() => loadingScreens.delete(screen));
    loadingScreens.set(screen, loading);
  }
  return loading;
}
