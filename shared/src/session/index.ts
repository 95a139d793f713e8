// The framework-agnostic session API (no React): what `auth_remote/session` exposes and the bindings build on.
export {
  addEventListeners,
  configure,
  endServerSession,
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
export type { AccountOperations } from './accountActions';
export type { SessionParts } from './parts';
export { createSessionStore, type SessionStore } from './sessionStore';
