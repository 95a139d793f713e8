// The framework-agnostic core of the Thryve session (no React here): the state every view reads, its listeners and
// events, and the way to Firebase. The React bindings (AuthProvider, useAuth) and the remote's `./session` and
// `./mount` modules all read this one store, so every view of the session agrees. Firebase is not imported here: it
// loads on demand with the store's actions (parts.ts, sessionActions.ts), at once only when a session is stored.
import {
  type AuthActions,
  type AuthEvents,
  type AuthState,
  EN_MESSAGES,
  type SessionListener,
  type SessionSnapshot,
  type SessionUser,
} from '@thryve/contract';
import type { AuthErrorEvent } from '@thryve/contract/errors';
import type { Auth } from 'firebase/auth';

import { clearStoredToken } from '../auth/tokenStorage';
import type { ThryveConfig } from '../config/config';
import type { AccountActions } from './accountActions';
import { createEmitter } from './emitter';
import { prepareFailures } from './failures';
import { createFirebaseConnection, pageParts, type SessionParts } from './parts';
import type { SessionActions } from './sessionActions';
import { toSnapshot } from './snapshot';
import { mayHaveStoredSession, watchStoredSessionAppearing } from './storedSessionHint';

/** The session of one page: a snapshot, listeners, events and the actions. */
export interface SessionStore extends Required<AuthActions> {
  readonly config: ThryveConfig;
  /** The one Firebase Auth instance, once Firebase has loaded (this starts loading it if need be). */
  firebaseAuth(): Promise<Auth>;
  /** Starts loading Firebase without waiting (a form the user turns to will soon need it). */
  prepare(): void;
  /**
   * Starts loading Firebase and the account actions' code without waiting: the account screen calls it when shown,
   * so that the Google popup of `deleteAccount({ google: true })` opens within the click.
   */
  prepareAccount(): void;
  /** The public snapshot (no token). */
  getSnapshot(): SessionSnapshot;
  /** Called with the snapshot whenever it changes; returns the unsubscribe function. */
  subscribe(listener: SessionListener): () => void;
  /** The full state of the React bindings (with the token); changes on every token refresh too. */
  getState(): AuthState;
  /** Called after every change of `getState()` (token refreshes included). */
  subscribeState(onChange: () => void): () => void;
  /** Listens to the typed events; returns the function that stops listening. */
  addEventListeners(events: AuthEvents): () => void;
  /** The signed-in user's ID token (refreshed when `forceRefresh`), or null when signed out. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  /**
   * The API refused the signed-in user's freshly refreshed token: signs the page out (Firebase here; the API has ended
   * the sign-in already), fires onSignOut, and says `sessionRefused` until the next sign-in.
   */
  sessionRefused(): Promise<void>;
  /** Stops listening to Firebase and to other tabs (the page's session ends here; see stopSession). */
  stop(): void;
}

const SIGNED_OUT: AuthState = { user: null, loading: false, token: null, role: null };
const LOADING: AuthState = { ...SIGNED_OUT, loading: true };

/**
 * Creates the store. With a session stored in the browser it loads Firebase at once and says 'loading' until
 * Firebase answers; with none it says 'signedOut' at once and loads Firebase only when something needs it (an
 * action, `prepare`, `firebaseAuth`, `getIdToken` or `signOut` with a session stored meanwhile, or another tab
 * signing in). Each action resolves once the state shows its outcome (so a redirect right after sign-in finds the
 * user); a failed load of Firebase rejects it with `AppError('auth/unavailable')` and the next call tries again.
 * The actions' code arrives with Firebase (`parts.firebase`); the account actions' code (`parts.account`) loads
 * only when one of them first runs, or with `prepareAccount`; the passkey code (`parts.passkeys`: WebAuthn and its
 * endpoints) when a passkey is first used.
 */
export function createSessionStore(config: ThryveConfig, parts: SessionParts = pageParts): SessionStore {
  const stored = mayHaveStoredSession();
  let state = stored ? LOADING : SIGNED_OUT;
  let snapshot = toSnapshot(state, null);
  const stateListeners = new Set<() => void>();
  const snapshotListeners = new Set<SessionListener>();
  const events = createEmitter();
  let signUpInFlight: Promise<SessionUser> | null = null;
  let signOutInFlight: Promise<void> | null = null;

  // Firebase's listener runs only once Firebase (and so the actions) has loaded.
  const firebaseConnection = createFirebaseConnection(config, parts.firebase, (user) => void loaded().publish(user));
  const connectedNow = firebaseConnection.now;
  const connected = firebaseConnection.ready;

  function setState(next: AuthState) {
    state = next;
    const previous = snapshot;
    snapshot = toSnapshot(state, previous);
    for (const listener of [...stateListeners]) listener();
    if (snapshot !== previous) for (const listener of [...snapshotListeners]) listener(snapshot);
  }

  /** A chunk of the session's code (Firebase, the account actions', the passkeys') could not load: reported once. */
  function codeUnavailable(error: unknown): never {
    events.emit('onError', { code: 'auth/unavailable', message: EN_MESSAGES['error.authUnavailable'] });
    throw error;
  }

  let actions: SessionActions | null = null;
  /** The actions, once Firebase has loaded (they came with it). */
  function loaded(): SessionActions {
    const connection = connectedNow();
    if (!connection) throw new Error('Thryve session: Firebase has not loaded');
    actions ??= connection.sdk.createSessionActions({
      connection,
      parts,
      events,
      getState: () => state,
      setState,
      codeUnavailable,
    });
    return actions;
  }

  /**
   * Runs an action, loading Firebase (and the actions) first if need be. Synchronously when they have loaded: a
   * Google popup must open within the click. A failed load is reported once, as `auth/unavailable`.
   */
  function withActions<T>(run: (loadedActions: SessionActions) => Promise<T>): Promise<T> {
    if (connectedNow()) return run(loaded());
    return connected().then(() => run(loaded()), codeUnavailable);
  }

  /**
   * Runs an account action (`run` calls it on the account actions): their code starts loading beside Firebase's, and
   * the actions that came with Firebase hand it over once both are there.
   */
  function accountAction<T>(run: (accountActions: AccountActions) => Promise<T>): Promise<T> {
    parts.account.load().catch(() => undefined); // the action reports a failure
    return withActions((loaded) => loaded.account(run));
  }

  async function endSession(): Promise<void> {
    try {
      // Without Firebase loaded and no session stored, nobody is signed in: nothing to end, nothing to load.
      if (!connectedNow() && !mayHaveStoredSession()) {
        clearStoredToken();
        return setState(SIGNED_OUT);
      }
      await connected();
      await loaded().endSession();
    } finally {
      signOutInFlight = null;
    }
  }

  function prepare() {
    connected().catch(() => undefined); // an action that needs Firebase reports the failure (and tries again)
    prepareFailures();
  }

  // A passkey's ceremony runs while Firebase loads beside it; the sign-in it gives ends as every sign-in does.
  const passkeyContext = {
    connection: firebaseConnection,
    signedIn: (...args: Parameters<SessionActions['signedIn']>) => loaded().signedIn(...args),
    failed: (failure: AuthErrorEvent) => events.emit('onError', failure),
  };

  if (stored) {
    // A signed-in page's calls can fail: the error catalogue loads beside Firebase, so a failure is explained at once.
    prepareFailures();
    connected().catch((error: unknown) => {
      // Nobody can be shown signed in without Firebase: signed out, and the sign-in form's action tries again.
      console.error('Thryve auth: Firebase could not be loaded to restore the session', error);
      setState({ ...state, loading: false });
    });
  }
  const stopWatchingStorage = watchStoredSessionAppearing(prepare);

  return {
    config,
    firebaseAuth: () => connected().then(({ auth }) => auth),
    prepare,
    prepareAccount() {
      prepare();
      parts.account.load().catch(() => undefined); // as prepare: the action reports a failure (and tries again)
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      snapshotListeners.add(listener);
      return () => void snapshotListeners.delete(listener);
    },
    getState: () => state,
    subscribeState(onChange) {
      stateListeners.add(onChange);
      return () => void stateListeners.delete(onChange);
    },
    addEventListeners: events.add,
    async getIdToken(forceRefresh = false) {
      // Nobody can be signed in before Firebase has loaded unless a session is stored: then it waits for Firebase.
      if (!connectedNow() && !mayHaveStoredSession()) return null;
      const { auth } = await connected();
      return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
    },
    signIn: (email, password, rememberMe) => withActions((loaded) => loaded.signIn(email, password, rememberMe)),
    // Single flight: a double click on Create creates one account (the second call shares the first's outcome),
    // and fires one onSignUp (or one onError).
    signUp(payload) {
      signUpInFlight ??= withActions((loaded) => loaded.signUp(payload)).finally(() => {
        signUpInFlight = null;
      });
      return signUpInFlight;
    },
    // The screens load Firebase when the form is first pointed at or focused, so the popup opens within the click;
    // should it still be loading, the popup opens when it arrives (browsers allow a popup for a few seconds after
    // the click; one that refuses it fails like a blocked popup).
    signInWithGoogle: (rememberMe) => withActions((loaded) => loaded.signInWithGoogle(rememberMe)),
    // The passkey code (WebAuthn, its API calls and this sign-in) loads on first use.
    signInWithPasskey(rememberMe, options) {
      const remember = typeof rememberMe === 'function' ? rememberMe : () => rememberMe;
      return parts.passkeys
        .load()
        .then((code) => code.signInWithPasskey(passkeyContext, remember, options), codeUnavailable);
    },
    // Single flight: a double click on Logout ends the server session once and fires one onSignOut.
    signOut() {
      signOutInFlight ??= endSession();
      return signOutInFlight;
    },
    resetPassword: (email) => withActions((loaded) => loaded.resetPassword(email)),
    // Only a signed-in page has a session to lose, and only once Firebase has loaded can one be signed in.
    sessionRefused: () => (connectedNow() ? loaded().sessionRefused() : Promise.resolve()),
    updateProfile: (update) => accountAction((actions) => actions.updateProfile(update)),
    completeProfile: (payload) => accountAction((actions) => actions.completeProfile(payload)),
    changePassword: (current, next) => accountAction((actions) => actions.changePassword(current, next)),
    sendVerificationEmail: () => accountAction((actions) => actions.sendVerificationEmail()),
    refreshUser: () => accountAction((actions) => actions.refreshUser()),
    signOutEverywhere: () => accountAction((actions) => actions.signOutEverywhere()),
    deleteAccount: (proof) => accountAction((actions) => actions.deleteAccount(proof)),
    listPasskeys: () => accountAction((actions) => actions.listPasskeys()),
    addPasskey: (name) => accountAction((actions) => actions.addPasskey(name)),
    removePasskey: (id) => accountAction((actions) => actions.removePasskey(id)),
    stop() {
      firebaseConnection.stop();
      stopWatchingStorage();
      stateListeners.clear();
      snapshotListeners.clear();
      events.clear();
    },
  };
}
