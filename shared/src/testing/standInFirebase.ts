// Unit tests only: a Firebase loader for the session store whose Auth is a stand-in (an object with the methods
// Firebase's modular functions call on it) and whose operations are the test's. Everything else is the real
// firebaseSdk module, so the store's wiring (listeners, token reading) is the page's.
import { AppError } from '../errors/AppError';
import type { FirebaseLoader, FirebaseSdk } from '../firebaseLoader';
import { createSessionReader, onIdTokenChanged, signOut, watchCrossTabSignOut } from '../firebaseSdk';
import type { SessionOperations } from '../session/sessionOperations';

export interface StandInFirebase extends FirebaseLoader {
  /** How many times the store asked to load Firebase. */
  readonly loads: number;
  /** The next load fails as a chunk that cannot be fetched does (offline). */
  failNextLoad(): void;
}

/**
 * `loaded: true` (default): Firebase is there from the start, as on a page that loaded it already. `false`: it
 * is not, until the store asks (`load()`), which resolves on the next tick (or fails after `failNextLoad()`).
 */
export function standInFirebase(
  auth: unknown,
  operations: SessionOperations,
  { loaded = true }: { loaded?: boolean } = {},
): StandInFirebase {
  const sdk = {
    ...{ createSessionReader, onIdTokenChanged, signOut, watchCrossTabSignOut },
    getFirebaseAuth: () => auth,
    operations,
  } as unknown as FirebaseSdk;
  let ready = loaded;
  let loads = 0;
  let failures = 0;
  // Like the page's loader: one load at a time, and a failed one is forgotten (the next call loads again).
  let loading: Promise<FirebaseSdk> | null = null;
  async function load(): Promise<FirebaseSdk> {
    loads += 1;
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (failures > 0) {
      failures -= 1;
      throw new AppError('auth/unavailable', 'Thryve: the sign-in code (Firebase) could not be loaded');
    }
    ready = true;
    return sdk;
  }
  return {
    get loads() {
      return loads;
    },
    failNextLoad() {
      failures += 1;
    },
    load() {
      loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
    loaded: () => (ready ? sdk : null),
  };
}
