// The session store's actions (sign-in, sign-up, Google, reset, sign-out, and the way to the account's), and what
// follows Firebase's word on the user. They run only once Firebase is there, so they load with it (parts.ts: one
// chunk): the first screen carries only the store's state (sessionStore.ts).
import type { AuthActions, AuthState, LazyModule, RegisterPayload, SessionUser } from '@thryve/contract';
import type { Auth, User } from 'firebase/auth';

import type * as AuthService from '../auth/authService';
import {
  clearStoredToken,
  rememberChoice,
  setRememberChoice,
  storeToken,
  storedTokenLocation,
} from '../auth/tokenStorage';
import type * as PasskeyPart from '../passkeys/passkeySignIn';
import type * as AccountPart from './accountActions';
import type { createEmitter } from './emitter';
import { failureEvent } from './failures';

/** The session's hold on Firebase once it has loaded: the sign-in code, the Auth instance, its token reader. */
export interface Connection {
  sdk: typeof AuthService;
  auth: Auth;
  readSession: ReturnType<(typeof AuthService)['createSessionReader']>;
}

/** What the actions need of the store. */
export interface SessionContext {
  /** Firebase, loaded. */
  connection: Connection;
  /** The parts that load on first use (parts.ts): the account actions' code, the passkey code. */
  parts: { account: LazyModule<typeof AccountPart>; passkeys: LazyModule<typeof PasskeyPart> };
  events: ReturnType<typeof createEmitter>;
  getState(): AuthState;
  setState(next: AuthState): void;
  /** Reports a chunk of the session's code that could not load (once, as `auth/unavailable`), and rethrows. */
  codeUnavailable(error: unknown): never;
}

type StoreActions = Required<Pick<AuthActions, 'signIn' | 'signUp' | 'signInWithGoogle' | 'resetPassword'>>;

export interface SessionActions extends StoreActions {
  /**
   * Runs `run` on the account actions (the store's account actions call it), loading their code first if need be.
   * Synchronously when it has loaded: the Google popup of deleteAccount must open within the click. A failed load is
   * reported once, as `auth/unavailable`.
   */
  account<T>(run: (actions: AccountPart.AccountActions) => Promise<T>): Promise<T>;
  /** Puts the user as Firebase has them in the state (Firebase's ID-token listener, and every action). */
  publish(user: User | null): Promise<void>;
  /** What every sign-in ends with: the Remember me choice kept, the user in the state, then onSignIn. */
  signedIn(user: User, rememberMe: boolean): Promise<SessionUser>;
  /** Ends the session on the server (when someone is signed in), then signs out here. */
  endSession(): Promise<void>;
  /** The API refused the session: see SessionStore.sessionRefused. */
  sessionRefused(): Promise<void>;
}

const SIGNED_OUT: AuthState = { user: null, loading: false, token: null, role: null };

const sessionUser = (user: User): SessionUser => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
  emailVerified: user.emailVerified,
});

/** The actions of one store, made once Firebase has loaded. */
export function createSessionActions(context: SessionContext): SessionActions {
  const { connection, events, parts } = context;
  const { auth, sdk } = connection;
  // A user being registered stays out of the state until the API knows them: nothing half-done is "signed in".
  let hold = false;
  // Set when the API refused the session; kept on every signed-out state until someone signs in.
  let refused = false;
  let refusalInFlight: Promise<void> | null = null;
  // How many of the store's own sign-outs of Firebase are running: those are not Firebase ending the sign-in.
  let signingOutHere = 0;

  function show(next: AuthState) {
    if (next.user) refused = false;
    context.setState(refused ? { ...next, sessionRefused: true } : next);
  }

  function signedOut() {
    clearStoredToken();
    show(SIGNED_OUT);
  }

  async function publish(user: User | null): Promise<void> {
    if (!user) {
      // The page holds a sign-in's token and Firebase says nobody is signed in, though nothing here signed out (the
      // store's own sign-outs, and another tab's, remove the token first): Firebase ended that sign-in itself. Its
      // refresh failed, on the page's load or on an open page (its refresh tokens revoked: the address taken back,
      // sign-out of all devices, a password reset; the account disabled or deleted). Said as the API's refusal is,
      // not as a sign-out of one's own; a page that showed the user hears onSignOut too.
      const endedElsewhere = signingOutHere === 0 && storedTokenLocation() !== null;
      const shown = context.getState().user !== null;
      if (endedElsewhere) refused = true;
      signedOut();
      if (endedElsewhere && shown) events.emit('onSignOut');
      return;
    }
    if (hold) return;
    try {
      const session = await connection.readSession(user);
      if (auth.currentUser?.uid !== user.uid) return; // signed out or switched meanwhile
      storeToken(session.token, rememberChoice());
      show({ ...session, loading: false });
    } catch (error) {
      console.error('Thryve auth: could not read the ID token', error);
      show({ ...context.getState(), loading: false });
    }
  }

  /**
   * Signs Firebase out on the page's own behalf. The stored token goes first: Firebase's word that nobody is signed
   * in, here and in the page's other tabs, then reads as a sign-out, not as a sign-in Firebase ended (see publish).
   */
  async function signOutOfFirebase(): Promise<void> {
    clearStoredToken();
    signingOutHere += 1;
    try {
      await sdk.signOut(auth);
    } finally {
      signingOutHere -= 1;
    }
  }

  /** Signs out of Firebase on this device and clears the session, without calling the API. */
  async function signOutHere(): Promise<void> {
    await signOutOfFirebase();
    signedOut();
  }

  async function register(payload: RegisterPayload): Promise<SessionUser> {
    hold = true;
    try {
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
    }
  }

  /**
   * Asks Firebase to send the new account its verification email. Best effort and not awaited: the sign-up has
   * succeeded whatever happens here (the account screen offers to send it again).
   */
  function sendFirstVerificationEmail(user: User) {
    parts.account
      .load()
      .then((code) => code.sendVerificationEmail(user))
      .catch((error: unknown) => console.warn('Thryve sign-up: the verification email was not sent', error));
  }

  async function signedIn(user: User, rememberMe: boolean): Promise<SessionUser> {
    setRememberChoice(rememberMe);
    await publish(user);
    const signedInUser = sessionUser(user);
    events.emit('onSignIn', signedInUser);
    return signedInUser;
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

  let accountActions: AccountPart.AccountActions | null = null;
  function accountActionsOf(code: typeof AccountPart): AccountPart.AccountActions {
    accountActions ??= code.createAccountActions({
      connection: { now: () => connection, ready: () => Promise.resolve(connection) },
      operations: code,
      passkeys: parts.passkeys,
      events,
      publish,
      signOutHere,
    });
    return accountActions;
  }

  function withAccountActions<T>(run: (actions: AccountPart.AccountActions) => Promise<T>): Promise<T> {
    const loaded = parts.account.loaded();
    if (loaded) return run(accountActionsOf(loaded));
    return parts.account.load().then((code) => run(accountActionsOf(code)), context.codeUnavailable);
  }

  return {
    publish,
    signedIn,
    account: withAccountActions,
    async endSession() {
      const wasSignedIn = auth.currentUser !== null;
      // The server first, while Firebase still has this sign-in's token to send; it never waits long or fails.
      if (wasSignedIn) await sdk.endServerSession();
      await signOutOfFirebase();
      signedOut();
      if (wasSignedIn) events.emit('onSignOut');
    },
    sessionRefused() {
      // Only a signed-in page has a session to lose; several refused calls at once end it once.
      if (!context.getState().user && !refusalInFlight) return Promise.resolve();
      refusalInFlight ??= endRefusedSession();
      return refusalInFlight;
    },
    async signIn(email, password, rememberMe) {
      try {
        setRememberChoice(rememberMe);
        return await signedIn(await sdk.signInWithEmail(auth, email, password, rememberMe), rememberMe);
      } catch (error) {
        events.emit('onError', await failureEvent((errors) => errors.signInFailure(error)));
        throw error;
      }
    },
    signUp: register,
    // Not async on purpose: the popup must open in the same task as the click.
    signInWithGoogle(rememberMe) {
      return sdk.signInWithGoogle(auth, rememberMe).then(
        (user) => signedIn(user, rememberMe),
        async (error: unknown) => {
          const failure = await failureEvent((errors) => errors.googleSignInFailure(error));
          if (failure) events.emit('onError', failure);
          throw error;
        },
      );
    },
    async resetPassword(email) {
      try {
        await sdk.requestPasswordReset(auth, email);
      } catch (error) {
        events.emit('onError', await failureEvent((errors) => errors.passwordResetFailure(error)));
        throw error;
      }
    },
  };
}
