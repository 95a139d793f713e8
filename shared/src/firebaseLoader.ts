// Firebase (app + Auth, the largest part of the sign-in screen's code) is loaded with import(), not with the page:
// a visitor with no stored session gets the form at once, and Firebase loads when the form is first used.
import type * as Sdk from './firebaseSdk';
import { lazyModule, type LazyModule } from './session/lazyModule';

/** A named app, so that a platform team's own default Firebase app is never touched. */
export const FIREBASE_APP_NAME = 'thryve';

/** What the session needs of Firebase, in the one module that imports it (firebaseSdk.ts). */
export type FirebaseSdk = typeof Sdk;

/**
 * How the session store gets Firebase; injectable so that unit tests can hand it a stand-in. `load()` rejects with
 * `auth/unavailable`; `loaded()` gives Firebase synchronously once it is there: the Google popup must open in the click.
 */
export type FirebaseLoader = LazyModule<FirebaseSdk>;

/** The page's loader: the bundler's chunk of firebaseSdk.ts (it forgets a failed chunk, so a retry fetches again). */
export const pageFirebase: FirebaseLoader = lazyModule(
  () => import('./firebaseSdk'),
  (sdk) => sdk,
  'the sign-in code (Firebase)',
);
