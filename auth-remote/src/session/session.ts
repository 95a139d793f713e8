// `auth_remote/session`: the framework-agnostic session API for any host (no React needed). It is the very store
// the remote's React screens and `useAuth` read, so every view agrees. Named exports, typed by SessionModule.
import {
  addEventListeners as addSessionEventListeners,
  configure as configureSession,
  getIdToken as getSessionIdToken,
  getSession as getSessionSnapshot,
  refreshUser as refreshSessionUser,
  sendVerificationEmail as sendSessionVerificationEmail,
  signOut as signOutOfSession,
  subscribe as subscribeToSession,
  type SessionModule,
} from '@thryve/shared';

// Checked against the published contract: the remote cannot drift from the types hosts compile against.
const api: SessionModule = {
  configure: configureSession,
  getSession: getSessionSnapshot,
  subscribe: subscribeToSession,
  addEventListeners: addSessionEventListeners,
  signOut: signOutOfSession,
  getIdToken: getSessionIdToken,
  sendVerificationEmail: sendSessionVerificationEmail,
  refreshUser: refreshSessionUser,
};

/** Configures the session before first use (else the page config `window.__THRYVE_CONFIG__` applies). */
export const configure = api.configure;
/** The current snapshot `{ status, user, role }` (no token). */
export const getSession = api.getSession;
/** Calls the listener with each new snapshot; returns `unsubscribe`. */
export const subscribe = api.subscribe;
/**
 * Listens to `onSignIn`, `onSignUp`, `onSignOut`, `onError`, `onProfileUpdate`, `onAccountDelete` of every action on
 * the page; returns `off`.
 */
export const addEventListeners = api.addEventListeners;
/** Ends the session on the server (best effort, at most 3 s), then on this device. */
export const signOut = api.signOut;
/** The signed-in user's ID token (or null), for calls to your own API. */
export const getIdToken = api.getIdToken;
/** Sends the signed-in user Firebase's verification email (a host's "verify your email" screen). */
export const sendVerificationEmail = api.sendVerificationEmail;
/** Reads the user again from Firebase: after the verification link was followed, `user.emailVerified` is true. */
export const refreshUser = api.refreshUser;
