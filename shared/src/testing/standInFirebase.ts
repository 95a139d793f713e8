// Unit tests only: the Firebase part of the session store's parts (session/parts.ts) whose Auth is a stand-in (an
// object with the methods Firebase's modular functions call on it) and whose operations are the test's. Everything
// else is the real sign-in module and the store's real actions, so the store's wiring (listeners, token reading) is the page's.
import { AppError } from '@thryve/contract';

import * as authService from '../auth/authService';
import { pageParts, type FirebasePart, type SessionParts } from '../session/parts';
import * as sessionActions from '../session/sessionActions';

/** The operations of the Firebase part a test replaces (sign-in, sign-up, the server's end of a sign-out). */
export type SessionOperations = Partial<
  Pick<
    FirebasePart,
    | 'signInWithEmail'
    | 'signInWithGoogle'
    | 'signInWithToken'
    | 'createAccount'
    | 'applyPersistence'
    | 'requestPasswordReset'
    | 'endServerSession'
  >
>;

export interface StandInFirebase extends SessionParts {
  /** How many times the store asked to load Firebase. */
  readonly loads: number;
  /** The next load fails as a chunk that cannot be fetched does (offline). */
  failNextLoad(): void;
}

/**
 * Parts for `createSessionStore(config, parts)`; the account and passkey parts are the page's unless given.
 * `loaded: true` (default): Firebase is there from the start, as on a page that loaded it already. `false`: it
 * is not, until the store asks (`load()`), which resolves on the next tick (or fails after `failNextLoad()`).
 */
export function standInFirebase(
  auth: unknown,
  operations: SessionOperations,
  { loaded = true }: { loaded?: boolean } = {},
): StandInFirebase {
  const sdk = {
    ...authService,
    ...sessionActions,
    getFirebaseAuth: () => auth,
    ...operations,
  } as unknown as FirebasePart;
  let ready = loaded;
  let loads = 0;
  let failures = 0;
  // Like the page's loader: one load at a time, and a failed one is forgotten (the next call loads again).
  let loading: Promise<FirebasePart> | null = null;
  async function load(): Promise<FirebasePart> {
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
    ...pageParts,
    firebase: {
      load() {
        loading ??= load().catch((error: unknown) => {
          loading = null;
          throw error;
        });
        return loading;
      },
      loaded: () => (ready ? sdk : null),
    },
  };
}
