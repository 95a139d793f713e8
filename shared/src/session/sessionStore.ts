// The framework-agnostic core of the Thryve session (no React here): it owns the Firebase listener, the stored
// token, the hold during sign-up and Logout. The React bindings (AuthProvider, useAuth) and the remote's
// `./session` and `./mount` modules all read this one store, so every view of the session agrees.
import { onIdTokenChanged, signOut as firebaseSignOut, type Auth, type User } from 'firebase/auth';

import type { AuthActions, AuthState } from '../auth/AuthContext';
import { createSessionReader } from '../auth/authService';
import { clearStoredToken, rememberChoice, setRememberChoice, storeToken } from '../auth/tokenStorage';
import type { ThryveConfig } from '../config/config';
import { googleSignInFailure, passwordResetFailure, signInFailure, signUpFailure } from '../errors/authErrors';
import type { RegisterPayload } from '../types/api';
import { watchCrossTabSignOut } from './crossTabSignOut';
import { createEmitter } from './emitter';
import { defaultOperations, type SessionOperations } from './sessionOperations';
import { toSnapshot } from './snapshot';
import type { AuthEvents, SessionListener, SessionSnapshot, SessionUser } from './types';

export type { SessionOperations } from './sessionOperations';

/** The session of one page: a snapshot, listeners, events and the actions. */
export interface SessionStore extends AuthActions {
  readonly config: ThryveConfig;
  readonly auth: Auth;
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
  /** Stops listening to Firebase and to other tabs (the page's session ends here; see stopSession). */
  stop(): void;
}

const SIGNED_OUT: AuthState = { user: null, loading: false, token: null, role: null };
const LOADING: AuthState = { ...SIGNED_OUT, loading: true };

const sessionUser = (user: User): SessionUser => ({ uid: user.uid, email: user.email, displayName: user.displayName });

/**
 * Creates the store and starts listening to `onIdTokenChanged` at once. Each action resolves once the state shows
 * its outcome (so a redirect right after sign-in finds the user).
 */
export function createSessionStore(
  auth: Auth,
  config: ThryveConfig,
  operations: SessionOperations = defaultOperations,
): SessionStore {
  let state = LOADING;
  let snapshot = toSnapshot(state, null);
  // A user being registered stays out of the state until the API knows them: nothing half-done is "signed in".
  let hold = false;
  const readSession = createSessionReader();
  const stateListeners = new Set<() => void>();
  const snapshotListeners = new Set<SessionListener>();
  const events = createEmitter();
  let signUpInFlight: Promise<SessionUser> | null = null;
  let signOutInFlight: Promise<void> | null = null;

  function setState(next: AuthState) {
    state = next;
    const previous = snapshot;
    snapshot = toSnapshot(state, previous);
    for (const listener of [...stateListeners]) listener();
    if (snapshot !== previous) for (const listener of [...snapshotListeners]) listener(snapshot);
  }

  async function publish(user: User | null): Promise<void> {
    if (!user) {
      clearStoredToken();
      setState(SIGNED_OUT);
      return;
    }
    if (hold) return;
    try {
      const session = await readSession(user);
      if (auth.currentUser?.uid !== user.uid) return; // signed out or switched meanwhile
      storeToken(session.token, rememberChoice());
      setState({ ...session, loading: false });
    } catch (error) {
      console.error('Thryve auth: could not read the ID token', error);
      setState({ ...state, loading: false });
    }
  }

  function signedOut() {
    clearStoredToken();
    setState(SIGNED_OUT);
  }

  async function register(payload: RegisterPayload): Promise<SessionUser> {
    hold = true;
    try {
      setRememberChoice(true);
      await operations.applyPersistence(auth, true);
      const user = await operations.createAccount(auth, payload);
      hold = false;
      await publish(user);
      const created = sessionUser(user);
      events.emit('onSignUp', created);
      return created;
    } catch (error) {
      events.emit('onError', signUpFailure(error));
      throw error;
    } finally {
      hold = false;
      signUpInFlight = null;
    }
  }

  async function endSession(): Promise<void> {
    try {
      const wasSignedIn = auth.currentUser !== null;
      // The server first, while Firebase still has this sign-in's token to send; it never waits long or fails.
      if (wasSignedIn) await operations.endServerSession();
      await firebaseSignOut(auth);
      signedOut();
      if (wasSignedIn) events.emit('onSignOut');
    } finally {
      signOutInFlight = null;
    }
  }

  const stopFirebase = onIdTokenChanged(auth, (user) => void publish(user));
  const stopCrossTab = watchCrossTabSignOut(auth);

  return {
    config,
    auth,
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
      return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
    },
    async signIn(email, password, rememberMe) {
      try {
        setRememberChoice(rememberMe);
        const user = await operations.signInWithEmail(auth, email, password, rememberMe);
        await publish(user);
        const signedIn = sessionUser(user);
        events.emit('onSignIn', signedIn);
        return signedIn;
      } catch (error) {
        events.emit('onError', signInFailure(error));
        throw error;
      }
    },
    // Single flight: a double click on Create creates one account (the second call shares the first's outcome),
    // and fires one onSignUp (or one onError).
    signUp(payload) {
      signUpInFlight ??= register(payload);
      return signUpInFlight;
    },
    // Not async on purpose: the popup must open in the same task as the click.
    signInWithGoogle(rememberMe) {
      return operations.signInWithGoogle(auth, rememberMe).then(
        async (user) => {
          setRememberChoice(rememberMe);
          await publish(user);
          const signedIn = sessionUser(user);
          events.emit('onSignIn', signedIn);
          return signedIn;
        },
        (error: unknown) => {
          const failure = googleSignInFailure(error);
          if (failure) events.emit('onError', failure);
          throw error;
        },
      );
    },
    // Single flight too: a double click on Logout ends the server session once and fires one onSignOut.
    signOut() {
      signOutInFlight ??= endSession();
      return signOutInFlight;
    },
    async resetPassword(email) {
      try {
        await operations.requestPasswordReset(auth, email);
      } catch (error) {
        events.emit('onError', passwordResetFailure());
        throw error;
      }
    },
    stop() {
      stopFirebase();
      stopCrossTab();
      stateListeners.clear();
      snapshotListeners.clear();
      events.clear();
    },
  };
}
