// One session per page, whoever starts it first: the AuthProvider, `mount`, or the session API.
import { AppError, type AuthEvents, isAppError, type SessionListener, type SessionSnapshot } from '@thryve/contract';
import type { Auth } from 'firebase/auth';

import { resolveConfig, type ThryveConfig, type ThryveConfigInput } from '../config/config';
import { configureApiClient } from '../http/apiSettings';
import { pageParts } from './parts';
import { createSessionStore, type SessionStore } from './sessionStore';

declare global {
  // On globalThis, like the Firebase instance (auth/authService.ts): a second copy of this module still finds the session.
  var __thryveSession: SessionStore | undefined;
  /** Told when the page's session starts or stops (watchPageSession), whichever copy of this module started it. */
  var __thryveSessionWatchers: Set<() => void> | undefined;
}

const sessionWatchers = () => (globalThis.__thryveSessionWatchers ??= new Set());

/**
 * Tells the watchers that the page's session started or stopped, after the current task's synchronous work: a
 * session started while a component renders (a provider's first render) must not update others during that render.
 */
function sessionChanged(): void {
  queueMicrotask(() => {
    for (const watcher of [...sessionWatchers()]) watcher();
  });
}

/** What makes two configs one session: the same Firebase project and emulator, the same API. */
function sessionKey(config: ThryveConfig): string {
  return JSON.stringify([config.firebase, config.authEmulatorUrl, config.apiBaseUrl]);
}

/**
 * Starts the page's session, or returns the running one. Idempotent: without a config, or with one naming the same
 * Firebase project, emulator and API, the running session is reused (screens may differ in `successPath` and
 * `brandName`: those are per screen). A config naming another project or API while a session runs throws
 * `AppError('session/config-conflict')`: one page has one Firebase app and one API client.
 * Without a running session and without a config, the page config (`window.__THRYVE_CONFIG__`) and the build
 * defaults are used.
 */
export function startSession(input?: ThryveConfigInput): SessionStore {
  const running = globalThis.__thryveSession;
  if (running && input === undefined) return running;
  const config = resolveConfig(input);
  if (running) {
    if (sessionKey(running.config) === sessionKey(config)) return running;
    throw new AppError(
      'session/config-conflict',
      'Thryve session: it was started with another Firebase project or API (firebase, authEmulatorUrl, apiBaseUrl). ' +
        'Pass the same config everywhere on the page, or call configure() once before anything else.',
    );
  }
  const store = createSessionStore(config);
  configureApiClient({
    baseUrl: config.apiBaseUrl,
    getIdToken: store.getIdToken,
    onSessionRefused: () => void store.sessionRefused(),
  });
  globalThis.__thryveSession = store;
  sessionChanged();
  return store;
}

/**
 * Ends the page's session object: its listeners stop, and a later start may use another config. Firebase's own
 * sign-in is not touched (use `signOut()` for that). For hosts that switch environments, and for tests.
 */
export function stopSession(): void {
  if (!globalThis.__thryveSession) return;
  globalThis.__thryveSession.stop();
  globalThis.__thryveSession = undefined;
  sessionChanged();
}

/**
 * The snapshot of a page whose session has not started and cannot start yet: nothing configured it and the page
 * config lacks an option (a host whose provider passes the config once the remote has loaded). 'loading', as until
 * Firebase has answered: a guard waits rather than sending a signed-in user to sign in.
 */
const NOT_STARTED: SessionSnapshot = Object.freeze({ status: 'loading', user: null, role: null });

/**
 * The page's session snapshot, for a binding that reads it during render (useSession): the running session's, or
 * that of one started from the page config, or `NOT_STARTED` while no session can start, never a throw (a throw in
 * render takes a host's page down). A config that starts nothing here is still refused, loudly, where it is given.
 */
export function pageSessionSnapshot(): SessionSnapshot {
  const running = globalThis.__thryveSession;
  if (running) return running.getSnapshot();
  // Only a page that gives its config (window.__THRYVE_CONFIG__) starts the session here. Without it, a build's own
  // defaults would start one before the host's provider passes the real config, which the provider then refuses as a
  // conflict (two copies of this module on one page carry different build defaults).
  if (typeof globalThis.__THRYVE_CONFIG__ !== 'object') return NOT_STARTED;
  try {
    return startSession().getSnapshot();
  } catch (error) {
    if (isAppError(error) && error.code === 'config/invalid') return NOT_STARTED;
    throw error;
  }
}

/**
 * Calls `listener` after every change of the page's session, and when a session starts or stops (the snapshot of
 * `pageSessionSnapshot` may then be another's); returns the function that unsubscribes.
 */
export function watchPageSession(listener: () => void): () => void {
  let unsubscribe = (): void => undefined;
  const follow = () => {
    unsubscribe();
    unsubscribe = globalThis.__thryveSession?.subscribe(listener) ?? (() => undefined);
  };
  const watcher = () => {
    follow();
    listener();
  };
  sessionWatchers().add(watcher);
  follow();
  return () => {
    sessionWatchers().delete(watcher);
    unsubscribe();
  };
}

// The session API, as `auth_remote/session` exposes it. Each call starts the session from the page config when
// nothing has started it yet.

/**
 * Configures the session before anything else uses it (otherwise the page config and build defaults apply).
 * Calling it again with the same project and API is harmless; with another, it throws `session/config-conflict`.
 */
export function configure(config?: ThryveConfigInput): void {
  startSession(config);
}

/** The current snapshot: `{ status, user, role }`, no token. */
export function getSession(): SessionSnapshot {
  return startSession().getSnapshot();
}

/** Calls `listener` with the new snapshot after every change; returns the function that unsubscribes. */
export function subscribe(listener: SessionListener): () => void {
  return startSession().subscribe(listener);
}

/**
 * Listens to the session's typed events (`onSignIn`, `onSignUp`, `onSignOut`, `onError`, `onProfileUpdate`,
 * `onAccountDelete`); returns `off`.
 */
export function addEventListeners(events: AuthEvents): () => void {
  return startSession().addEventListeners(events);
}

/**
 * A promise-returning call on the session: when no session can start (nothing configured it, e.g. the remote is
 * down, and the page config lacks an option), its promise rejects with that `AppError('config/invalid')` rather
 * than the call throwing, since a host calls these from effects and handlers, where a throw would take its page down.
 */
function onSession<T>(call: (session: ReturnType<typeof startSession>) => Promise<T>): Promise<T> {
  try {
    return call(startSession());
  } catch (error) {
    return Promise.reject(error);
  }
}

/** Ends the session on the server (best effort, at most 3 s), then signs out here. Resolves when signed out. */
export function signOut(): Promise<void> {
  return onSession((session) => session.signOut());
}

/** The signed-in user's ID token for calls to your API (refreshed when `forceRefresh`), or null. */
export function getIdToken(forceRefresh = false): Promise<string | null> {
  return onSession((session) => session.getIdToken(forceRefresh));
}

/** Sends the signed-in user Firebase's verification email. Rejects (and fires onError) when it cannot. */
export function sendVerificationEmail(): Promise<void> {
  return onSession((session) => session.sendVerificationEmail());
}

/**
 * Reads the signed-in user again from Firebase: once they have followed the verification link, the snapshot says
 * `emailVerified: true` (and the next ID token too). Rejects (and fires onError) when it cannot.
 */
export function refreshUser(): Promise<void> {
  return onSession((session) => session.refreshUser());
}

/**
 * Sets a new password with a reset code (the verification link's answer when the address was taken back, or a reset
 * mail's link) and resolves with the account's email, for the sign-in that follows. Firebase ends every earlier
 * sign-in of the account. Rejects with Firebase's error (`auth/expired-action-code`, `auth/invalid-action-code`,
 * `auth/weak-password`).
 */
export async function setPasswordWithCode(code: string, newPassword: string): Promise<string> {
  const [auth, account] = await Promise.all([loadFirebaseAuth(), pageParts.account.load()]);
  return account.setPasswordWithCode(auth, code, newPassword);
}

/**
 * The session's Firebase Auth instance, the very one the screens use, once Firebase has loaded (it loads after the
 * first screen; this starts it if need be). For a host's own Firebase code: `onAuthStateChanged(await
 * loadFirebaseAuth(), …)`. Rejects with `AppError('auth/unavailable')` when Firebase cannot be loaded, and with
 * `AppError('config/invalid')` when no session can start (see onSession).
 */
export function loadFirebaseAuth(): Promise<Auth> {
  return onSession((session) => session.firebaseAuth());
}

/**
 * Ends this sign-in on the server (`POST api/Identity/logout`) while still signed in to Firebase: the sign-in
 * code's `endServerSession` (auth/endServerSession.ts), which loads with Firebase. Best effort: never rejects, and
 * never waits longer than `timeoutMs` once that code is here; a failure is logged as a warning. `signOut()` calls it.
 */
export function endServerSession(timeoutMs?: number): Promise<void> {
  return pageParts.firebase.load().then(
    (sdk) => sdk.endServerSession(timeoutMs),
    (error: unknown) =>
      console.warn('Thryve sign-out: the API did not end the session; the code to ask it did not load', error),
  );
}

/**
 * Starts loading Firebase without waiting: the screens call it when a form is first pointed at or focused, so that
 * their actions (and the Google popup, which must open within the click) rarely wait for it. Starts no session.
 */
export function preloadFirebase(): void {
  const running = globalThis.__thryveSession;
  if (running) running.prepare();
  else pageParts.firebase.load().catch(() => undefined); // an action reports a failure (and tries again)
}

/**
 * Starts loading Firebase and the account actions' code without waiting: the account screen calls it when shown,
 * so that the Google popup of deleting a Google account opens within the click. Starts no session: without one
 * running, it only fetches the code.
 */
export function preloadAccountActions(): void {
  const running = globalThis.__thryveSession;
  if (running) {
    running.prepareAccount();
    return;
  }
  // An action that needs them reports a failure (and tries again).
  pageParts.firebase.load().catch(() => undefined);
  pageParts.account.load().catch(() => undefined);
}
