// The session's code that loads on first use, each part a chunk of its own through the bundler's import(), written
// here once: Firebase with the store's actions, the account actions, passkeys. No first screen carries them: the
// store loads Firebase at once only for a stored session, the others when an action first needs them. And the
// store's hold on Firebase once it is there (its Auth instance, the listeners on it).
import { lazyModule, type LazyModule } from '@thryve/contract';
import type { User } from 'firebase/auth';

import type * as AuthService from '../auth/authService';
import type { ThryveConfig } from '../config/config';
import type * as PasskeyPart from '../passkeys/passkeySignIn';
import type * as AccountPart from './accountActions';
import type * as SessionActions from './sessionActions';

/** Firebase's part: the sign-in code (auth/authService.ts) and the session store's actions that run on it. */
export type FirebasePart = typeof AuthService & typeof SessionActions;
export type { AccountPart, PasskeyPart };

/**
 * What the session store loads on demand: its one seam, so that unit tests hand it stand-ins (the page's are
 * `pageParts`). `load()` rejects with `AppError('auth/unavailable')` and tries again on the next call; `loaded()`
 * gives a part synchronously once it is there (the Google popup must open within the click).
 */
export interface SessionParts {
  firebase: LazyModule<FirebasePart>;
  account: LazyModule<typeof AccountPart>;
  passkeys: LazyModule<typeof PasskeyPart>;
}

const whole = <M>(module: M) => module;

/**
 * The page's parts: the bundler's chunks (it forgets a chunk that failed, so a retry fetches it again). The store's
 * actions and the sign-in code share a chunk name, so they arrive as one file.
 */
export const pageParts: SessionParts = {
  firebase: lazyModule(
    () =>
      Promise.all([
        import(/* webpackChunkName: "thryve-firebase" */ '../auth/authService'),
        import(/* webpackChunkName: "thryve-firebase" */ './sessionActions'),
      ]),
    ([sdk, actions]): FirebasePart => ({ ...sdk, ...actions }),
    'the sign-in code (Firebase)',
  ),
  account: lazyModule(() => import('./accountActions'), whole, 'the account code'),
  passkeys: lazyModule(
    () => import(/* webpackChunkName: "thryve-passkeys" */ '../passkeys/passkeySignIn'),
    whole,
    'the passkey code',
  ),
};

/** The session's hold on Firebase once it has loaded: the sign-in code with the store's actions, the Auth instance. */
export interface Connection extends SessionActions.Connection {
  sdk: FirebasePart;
}

/**
 * The session store's way to Firebase, which loads on demand: `now()` synchronously when it has loaded (the Google
 * popup must open within the click), `ready()` otherwise. On first contact it creates (or finds) the one Auth
 * instance and starts listening to it: `onUser` hears every ID-token change, and other tabs' sign-outs are followed.
 */
export function createFirebaseConnection(
  config: ThryveConfig,
  firebase: LazyModule<FirebasePart>,
  onUser: (user: User | null) => void,
) {
  let connection: Connection | null = null;
  let stopped = false;
  const listening: (() => void)[] = [];

  function connect(sdk: FirebasePart): Connection {
    if (connection) return connection;
    const auth = sdk.getFirebaseAuth(config);
    connection = { sdk, auth, readSession: sdk.createSessionReader() };
    if (!stopped) listening.push(sdk.onIdTokenChanged(auth, onUser), sdk.watchCrossTabSignOut(auth));
    return connection;
  }

  function now(): Connection | null {
    if (connection) return connection;
    const sdk = firebase.loaded();
    return sdk ? connect(sdk) : null;
  }

  return {
    now,
    /** Rejects with `AppError('auth/unavailable')` when Firebase cannot be loaded; the next call tries again. */
    ready: (): Promise<Connection> => {
      const current = now();
      return current ? Promise.resolve(current) : firebase.load().then(connect);
    },
    stop() {
      stopped = true;
      listening.splice(0).forEach((stopListening) => stopListening());
    },
  };
}
