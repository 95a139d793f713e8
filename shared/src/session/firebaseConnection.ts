import type { LazyModule } from '@thryve/contract';
import type { Auth, User } from 'firebase/auth';

import type * as FirebasePart from '../auth/authService';
import type { ThryveConfig } from '../config/config';

/** The session's hold on Firebase once it has loaded: the Auth instance and the listeners on it. */
export interface Connection {
  sdk: typeof FirebasePart;
  auth: Auth;
  readSession: ReturnType<(typeof FirebasePart)['createSessionReader']>;
}

/**
 * The session store's way to Firebase, which loads on demand: `now()` synchronously when it has loaded (the Google
 * popup must open within the click), `ready()` otherwise. On first contact it creates (or finds) the one Auth
 * instance and starts listening to it: `onUser` hears every ID-token change, and other tabs' sign-outs are followed.
 */
export function createFirebaseConnection(
  config: ThryveConfig,
  firebase: LazyModule<typeof FirebasePart>,
  onUser: (user: User | null) => void,
) {
  let connection: Connection | null = null;
  let stopped = false;
  const listening: (() => void)[] = [];

  function connect(sdk: typeof FirebasePart): Connection {
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
    /** The connection made so far, without connecting (for Firebase's own callbacks). */
    current: () => connection,
    stop() {
      stopped = true;
      listening.splice(0).forEach((stopListening) => stopListening());
    },
  };
}
