// The public shape of the session: what `auth_remote/session`, `mount` and the React bindings hand a host.
// Plain types, no React: a host in any framework reads them.
import type { AuthErrorEvent } from '../errors/authErrors';
import type { UserProfile } from './api';

/**
 * 'loading' until Firebase has said whether someone is signed in (at most a moment after the page loads), and, in
 * useSession(), while no session can start yet (no config: a provider that passes it has not rendered);
 * 'signedOut' at once when the browser stores no session at all (Firebase then loads only when needed).
 */
export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

/** The signed-in user as a host sees it. No token here: ask `getIdToken()` when you call an API. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** Whether Firebase has seen the user follow the verification link sent to `email` (always true for Google). */
  emailVerified: boolean;
}

/**
 * An immutable snapshot of the session. The same object is returned until something changes, so it can be
 * compared with `===` (and fed to React's useSyncExternalStore or any other framework's store).
 */
export interface SessionSnapshot {
  status: SessionStatus;
  /** null unless `status` is 'signedIn'. */
  user: SessionUser | null;
  /** The ID token's `role` claim (refreshed with the token), null when absent or signed out. */
  role: string | null;
}

/** Called with the new snapshot after every change of the session. */
export type SessionListener = (snapshot: SessionSnapshot) => void;

/**
 * Typed events, each fired exactly once per outcome of an action taken on this page (a screen, the session API or
 * a host's own call). A session restored on page load, or changed in another tab, is no event: read it with
 * `subscribe`. Events fire before the screens call `navigate`.
 */
export interface AuthEvents {
  /** A sign-in with email and password, with Google, or with a passkey succeeded. Not fired for a sign-up. */
  onSignIn?: (user: SessionUser) => void;
  /** A new account was created and registered with the API; the user is now signed in. */
  onSignUp?: (user: SessionUser) => void;
  /** The signed-in user signed out (the server session was ended first, best effort). */
  onSignOut?: () => void;
  /** An action failed: a stable `code` (see AUTH_ERROR_MESSAGES) and the user-facing message. */
  onError?: (error: AuthErrorEvent) => void;
  /** The signed-in user saved their profile (the account screen, or `updateProfile`): the API's new answer. */
  onProfileUpdate?: (profile: UserProfile) => void;
  /** The signed-in user deleted their account: everything is gone and they are signed out. No onSignOut follows. */
  onAccountDelete?: () => void;
}
