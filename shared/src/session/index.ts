// The framework-agnostic session API (no React): what `auth_remote/session` exposes and the bindings build on.
export {
  addEventListeners,
  configure,
  getIdToken,
  getSession,
  loadFirebaseAuth,
  preloadAccountActions,
  preloadFirebase,
  refreshUser,
  sendVerificationEmail,
  setPasswordWithCode,
  signOut,
  startSession,
  stopSession,
  subscribe,
} from './pageSession';
export { callListener } from './emitter';
export { failureEvent, loadErrorCatalogue, type ErrorCatalogue } from './failures';
export { createSessionStore, type AccountOperations, type SessionOperations, type SessionStore } from './sessionStore';
export type { AuthEvents, SessionListener, SessionSnapshot, SessionStatus, SessionUser } from './types';
