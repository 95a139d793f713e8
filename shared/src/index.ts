// The browser entry of @thryve/shared: one instance at runtime for host and remote (federation singleton).
// What runs anywhere (rules, messages, types, the redirect rule) is @thryve/contract since 3.4; this entry re-exports
// the names it had in 3.3 until 4.0 (deprecated/root.ts).
// Firebase is never imported from here: it loads on demand (session/parts.ts), after the first screen. Nor is axios:
// the API client is the entry `@thryve/shared/http` (contract 2.0), loaded when a page first calls the API. The
// account actions' code (contract 2.1) loads when one of them is first used, or with preloadAccountActions().
export { resolveConfig, type ThryveConfig, type ThryveConfigInput } from './config/config';
export { LocalizationProvider, useMessages, type Localization, type Messages } from './i18n';
export { configureApiClient, isApiRequest, type IdTokenSource } from './http/apiSettings';
export {
  AuthContext,
  useAuth,
  type AuthBinding,
  type AuthContextValue,
  type AuthStateSource,
} from './react/AuthContext';
// Passkeys (contract 3.1): whether the browser can use them, known without loading their code (a chunk of its own).
export { browserHasPasskeys, passkeyAutofillAvailable } from './passkeys/passkeySupport';
export { defaultPasskeyName, type PasskeyNameWords } from './passkeys/passkeyName';
export { useErrorCatalogue } from './react/useErrorCatalogue';
export { useSession } from './react/useSession';
export {
  FIREBASE_APP_NAME,
  SESSION_ONLY_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  clearStoredToken,
  rememberChoice,
  setRememberChoice,
  storeToken,
  storedTokenLocation,
} from './auth/tokenStorage';
export { SERVER_LOGOUT_TIMEOUT_MS } from './auth/endServerSession';
export {
  addEventListeners,
  callListener,
  configure,
  createSessionStore,
  endServerSession,
  getIdToken,
  getSession,
  failureEvent,
  loadErrorCatalogue,
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
  type AccountOperations,
  type ErrorCatalogue,
  type SessionParts,
  type SessionStore,
} from './session';
export type * from './types/remote';
export * from './deprecated/root';
