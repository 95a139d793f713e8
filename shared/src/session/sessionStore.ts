// The framework-agnostic core of the Thryve session (no React here): it owns the Firebase listener, the stored
// token, the hold during sign-up and Logout. The React bindings (AuthProvider, useAuth) and the remote's
// `./session` and `./mount` modules all read this one store, so every view of the session agrees.
// Firebase is not imported here: it loads on demand (parts.ts), at once only when a session is stored.

import {
  type AuthActions,
  type AuthEvents,
  type AuthState,
  EN_MESSAGES,
  type RegisterPayload,
  type SessionListener,
  type SessionSnapshot,
  type SessionUser,
} from '@thryve/contract';
import type { AuthErrorEvent } from '@thryve/contract/errors';
import type { Auth, User } from 'firebase/auth';

import {
  clearStoredToken,
  rememberChoice,
  setRememberChoice,
  storedTokenLocation,
  storeToken,
} from '../auth/tokenStorage';
import type { ThryveConfig } from '../config/config';
import type { AccountActions } from './accountActions';
import { createEmitter } from './emitter';
import { failureEvent, prepareFailures } from './failures';
import { createFirebaseConnection, type Connection } from './firebaseConnection';
import { pageParts, type AccountPart, type SessionParts } from './parts';
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

const sessionUser = (user: User): SessionUser => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
  emailVerified: user.emailVerified,
});

/**
 * Creates the store. With a session stored in the browser it loads Firebase at once and says 'loading' until
 * Firebase answers; with none it says 'signedOut' at once and loads Firebase only when something needs it (an
 * action, `prepare`, `firebaseAuth`, `getIdToken` or `signOut` with a session stored meanwhile, or another tab
 * signing in). Each action resolves once the state shows its outcome (so a redirect right after sign-in finds the
 * user); a failed load of Firebase rejects it with `AppError('auth/unavailable')` and the next call tries again.
 * The account actions' code (`parts.account`) loads only when one of them first runs, or with `prepareAccount`; the
 * passkey code (`parts.passkeys`: WebAuthn and its endpoints) when a passkey is first used.
 */
export function createSessionStore(config: ThryveConfig, parts: SessionParts = pageParts): SessionStore {
  const { account, passkeys } = parts;
  const stored = mayHaveStoredSession();
  let state = stored ? LOADING : SIGNED_OUT;
  let snapshot = toSnapshot(state, null);
  // A user being registered stays out of the state until the API knows them: nothing half-done is "signed in".
  let hold = false;
  const stateListeners = new Set<() => void>();
  const snapshotListeners = new Set<SessionListener>();
  const events = createEmitter();
  let signUpInFlight: Promise<SessionUser> | null = null;
  let signOutInFlight: Promise<void> | null = null;
  // Set when the API refused the session; kept on every signed-out state until someone signs in.
  let refused = false;
  let refusalInFlight: Promise<void> | null = null;
  // How many of the store's own sign-outs of Firebase are running: those are not Firebase ending the sign-in.
  let signingOutHere = 0;

  const firebaseConnection = createFirebaseConnection(config, parts.firebase, (user) => void publish(user));
  const connectedNow = firebaseConnection.now;
  const connected = firebaseConnection.ready;

  function setState(next: AuthState) {
    if (next.user) refused = false;
    state = refused ? { ...next, sessionRefused: true } : next;
    const previous = snapshot;
    snapshot = toSnapshot(state, previous);
    for (const listener of [...stateListeners]) listener();
    if (snapshot !== previous) for (const listener of [...snapshotListeners]) listener(snapshot);
  }

  async function publish(user: User | null): Promise<void> {
    if (!user) {
      // The page holds a sign-in's token and Firebase says nobody is signed in, though nothing here signed out (the
      // store's own sign-outs, and another tab's, remove the token first): Firebase ended that sign-in itself. Its
      // refresh failed, on the page's load or on an open page (its refresh tokens revoked: the address taken back,
      // sign-out of all devices, a password reset; the account disabled or deleted). Said as the API's refusal is,
      // not as a sign-out of one's own; a page that showed the user hears onSignOut too.
      const endedElsewhere = signingOutHere === 0 && storedTokenLocation() !== null;
      const shown = state.user !== null;
      if (endedElsewhere) refused = true;
      clearStoredToken();
      setState(SIGNED_OUT);
      if (endedElsewhere && shown) events.emit('onSignOut');
      return;
    }
    const connection = firebaseConnection.current();
    if (hold || !connection) return;
    try {
      const session = await connection.readSession(user);
      if (connection.auth.currentUser?.uid !== user.uid) return; // signed out or switched meanwhile
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

  /**
   * Signs Firebase out on the page's own behalf. The stored token goes first: Firebase's word that nobody is signed
   * in, here and in the page's other tabs, then reads as a sign-out, not as a sign-in Firebase ended (see publish).
   */
  async function signOutOfFirebase({ auth, sdk }: Connection): Promise<void> {
    clearStoredToken();
    signingOutHere += 1;
    try {
      await sdk.signOut(auth);
    } finally {
      signingOutHere -= 1;
    }
  }

  async function register(payload: RegisterPayload): Promise<SessionUser> {
    hold = true;
    try {
      const { auth, sdk } = await connected();
      setRememberChoice(true);
      await sdk.applyPersistence(auth, true);
      const user = await sdk.createAccount(auth, payload);
      hold = false;
      await publish(user);
      const created = sessionUser(user);
      events.emit('onSignUp', created);
      sendFirstVerificationEmail(user);
      return created;
    } catch (error) {
      events.emit('onError', await failureEvent((errors) => errors.signUpFailure(error)));
      throw error;
    } finally {
      hold = false;
      signUpInFlight = null;
    }
  }

  /**
   * Asks Firebase to send the new account its verification email. Best effort and not awaited: the sign-up has
   * succeeded whatever happens here (the account screen offers to send it again).
   */
  function sendFirstVerificationEmail(user: User) {
    account
      .load()
      .then((code) => code.sendVerificationEmail(user))
      .catch((error: unknown) => console.warn('Thryve sign-up: the verification email was not sent', error));
  }

  /**
   * What every sign-in (email, Google, passkey) ends with: the Remember me choice kept (token refreshes store the
   * token where it says), the user in the state, then onSignIn.
   */
  async function signedIn(user: User, rememberMe: boolean): Promise<SessionUser> {
    setRememberChoice(rememberMe);
    await publish(user);
    const signedInUser = sessionUser(user);
    events.emit('onSignIn', signedInUser);
    return signedInUser;
  }

  const passkeyContext = {
    connection: firebaseConnection,
    signedIn,
    failed: (failure: AuthErrorEvent) => events.emit('onError', failure),
  };

  /** Signs out of Firebase on this device and clears the session, without calling the API. */
  async function signOutHere(): Promise<void> {
    await signOutOfFirebase(await connected());
    signedOut();
  }

  async function endSession(): Promise<void> {
    try {
      // Without Firebase loaded and no session stored, nobody is signed in: nothing to end, nothing to load.
      if (!connectedNow() && !mayHaveStoredSession()) return signedOut();
      const connection = await connected();
      const wasSignedIn = connection.auth.currentUser !== null;
      // The server first, while Firebase still has this sign-in's token to send; it never waits long or fails.
      if (wasSignedIn) await connection.sdk.endServerSession();
      await signOutOfFirebase(connection);
      signedOut();
      if (wasSignedIn) events.emit('onSignOut');
    } finally {
      signOutInFlight = null;
    }
  }

  async function endRefusedSession(): Promise<void> {
    try {
      refused = true;
      await signOutHere();
      events.emit('onSignOut');
    } finally {
      refusalInFlight = null;
    }
  }

  function prepare() {
    connected().catch(() => undefined); // an action that needs Firebase reports the failure (and tries again)
    prepareFailures();
  }

  let accountActions: AccountActions | null = null;
  function accountActionsOf(code: typeof AccountPart): AccountActions {
    accountActions ??= code.createAccountActions({
      connection: firebaseConnection,
      operations: code,
      passkeys,
      events,
      publish: (user) => publish(user),
      signOutHere,
    });
    return accountActions;
  }

  /**
   * Runs an account action, loading its code first if need be. Synchronously when it has loaded: the Google popup
   * of deleteAccount must open within the click. A failed load is reported once, as `auth/unavailable`.
   */
  function withAccountActions<T>(run: (actions: AccountActions) => Promise<T>): Promise<T> {
    const loaded = account.loaded();
    if (loaded) return run(accountActionsOf(loaded));
    return account.load().then((code) => run(accountActionsOf(code)), codeUnavailable);
  }

  /** A chunk of the session's code (the account actions', the passkeys') could not load: reported once, rejected. */
  function codeUnavailable(error: unknown): never {
    events.emit('onError', { code: 'auth/unavailable', message: EN_MESSAGES['error.authUnavailable'] });
    throw error;
  }

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
      account.load().catch(() => undefined); // as prepare: the action reports a failure (and tries again)
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
    async signIn(email, password, rememberMe) {
      try {
        const { auth, sdk } = await connected();
        setRememberChoice(rememberMe);
        return await signedIn(await sdk.signInWithEmail(auth, email, password, rememberMe), rememberMe);
      } catch (error) {
        events.emit('onError', await failureEvent((errors) => errors.signInFailure(error)));
        throw error;
      }
    },
    // Single flight: a double click on Create creates one account (the second call shares the first's outcome),
    // and fires one onSignUp (or one onError).
    signUp(payload) {
      signUpInFlight ??= register(payload);
      return signUpInFlight;
    },
    // Not async on purpose: the popup must open in the same task as the click. The screens load Firebase when
    // the form is first pointed at or focused; should it still be loading, the popup opens when it arrives
    // (browsers allow a popup for a few seconds after the click; one that refuses it fails like a blocked popup).
    signInWithGoogle(rememberMe) {
      const now = connectedNow();
      const popup = now
        ? now.sdk.signInWithGoogle(now.auth, rememberMe)
        : connected().then(({ auth, sdk }) => sdk.signInWithGoogle(auth, rememberMe));
      return popup.then(
        (user) => signedIn(user, rememberMe),
        async (error: unknown) => {
          const failure = await failureEvent((errors) => errors.googleSignInFailure(error));
          if (failure) events.emit('onError', failure);
          throw error;
        },
      );
    },
    // The passkey code (WebAuthn, its API calls and this sign-in) loads on first use.
    signInWithPasskey(rememberMe, options) {
      const remember = typeof rememberMe === 'function' ? rememberMe : () => rememberMe;
      return passkeys.load().then((code) => code.signInWithPasskey(passkeyContext, remember, options), codeUnavailable);
    },
    // Single flight too: a double click on Logout ends the server session once and fires one onSignOut.
    signOut() {
      signOutInFlight ??= endSession();
      return signOutInFlight;
    },
    async resetPassword(email) {
      try {
        const { auth, sdk } = await connected();
        await sdk.requestPasswordReset(auth, email);
      } catch (error) {
        events.emit('onError', await failureEvent((errors) => errors.passwordResetFailure(error)));
        throw error;
      }
    },
    sessionRefused() {
      // Only a signed-in page has a session to lose; several refused calls at once end it once.
      if (!state.user && !refusalInFlight) return Promise.resolve();
      refusalInFlight ??= endRefusedSession();
      return refusalInFlight;
    },
    updateProfile: (update) => withAccountActions((actions) => actions.updateProfile(update)),
    completeProfile: (payload) => withAccountActions((actions) => actions.completeProfile(payload)),
    changePassword: (current, next) => withAccountActions((actions) => actions.changePassword(current, next)),
    sendVerificationEmail: () => withAccountActions((actions) => actions.sendVerificationEmail()),
    refreshUser: () => withAccountActions((actions) => actions.refreshUser()),
    signOutEverywhere: () => withAccountActions((actions) => actions.signOutEverywhere()),
    deleteAccount: (proof) => withAccountActions((actions) => actions.deleteAccount(proof)),
    listPasskeys: () => withAccountActions((actions) => actions.listPasskeys()),
    addPasskey: (name) => withAccountActions((actions) => actions.addPasskey(name)),
    removePasskey: (id) => withAccountActions((actions) => actions.removePasskey(id)),
    stop() {
      firebaseConnection.stop();
      stopWatchingStorage();
      stateListeners.clear();
      snapshotListeners.clear();
      events.clear();
    },
  };
}
