// Firebase (app + Auth, the largest part of the sign-in screen's code) is loaded with import(), not with the page:
// a visitor with no stored session gets the form at once, and Firebase loads when the form is first used.
import { AppError } from './errors/AppError';
import type * as Sdk from './firebaseSdk';

/** A named app, so that a platform team's own default Firebase app is never touched. */
export const FIREBASE_APP_NAME = 'thryve';

/** What the session needs of Firebase, in the one module that imports it (firebaseSdk.ts). */
export type FirebaseSdk = typeof Sdk;

/** How the session store gets Firebase; injectable so that unit tests can hand it a stand-in. */
export interface FirebaseLoader {
  /** Loads Firebase (once; a failed load is tried again on the next call). Rejects with `auth/unavailable`. */
  load(): Promise<FirebaseSdk>;
  /** Firebase if it has loaded, synchronously: the Google popup must open within the click. */
  loaded(): FirebaseSdk | null;
}

let loaded: FirebaseSdk | null = null;
let loading: Promise<FirebaseSdk> | null = null;

/** The page's loader: the bundler's chunk of firebaseSdk.ts (it forgets a failed chunk, so a retry fetches again). */
export const pageFirebase: FirebaseLoader = {
  load() {
    loading ??= import('./firebaseSdk').then(
      (sdk) => (loaded = sdk),
      (cause: unknown) => {
        loading = null;
        throw new AppError('auth/unavailable', 'Thryve: the sign-in code (Firebase) could not be loaded', { cause });
      },
    );
    return loading;
  },
  loaded: () => loaded,
};
