// The browser entry of @thryve/shared: one instance at runtime for host and remote (federation singleton).
// The API imports only the subpaths `@thryve/shared/validation`, `/errors` and `/types`. The validation rules
// (with zod) are a subpath for the browser too: only the sign-up screen needs them, so sign-in does not load them.
// Firebase is never imported from here: it loads on demand (session/parts.ts), after the first screen. Nor is axios:
// the API client is the entry `@thryve/shared/http` (contract 2.0), loaded when a page first calls the API. The
// account actions' code (contract 2.1) loads when one of them is first used, or with preloadAccountActions().
export { resolveConfig, type ThryveConfig, type ThryveConfigInput } from './config/config';
export { safeRedirect } from './navigation/safeRedirect';
export {
  EN_MESSAGES,
  LocalizationProvider,
  preloadLocale,
  SUPPORTED_LOCALES,
  useMessages,
  type Localization,
  type MessageCatalogue,
  type MessageId,
  type MessagePart,
  type Messages,
  type SupportedLocale,
} from './i18n';
export { configureApiClient, isApiRequest, type IdTokenSource } from './http/apiSettings';
export {
  AuthContext,
  useAuth,
  type AuthBinding,
  type AuthContextValue,
  type AuthStateSource,
} from './react/AuthContext';
export type { AuthActions, AuthState, AuthUser, PasskeySignInOptions } from './types/auth';
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
  type AuthEvents,
  type ErrorCatalogue,
  type SessionListener,
  type SessionParts,
  type SessionSnapshot,
  type SessionStatus,
  type SessionStore,
  type SessionUser,
} from './session';
// The error catalogue (what a failure means and says) is `@thryve/shared/errors`: it loads with the first failure,
// not with the first screen (contract 3.0). The error class and the codes' types stay here.
export { AppError, errorCode, isAppError, type AppErrorCode } from './errors/AppError';
export type { ApiErrorCode } from './errors/apiErrorCodes';
export type { AuthErrorCode, AuthErrorEvent } from './errors/authErrors';
export type { SignInErrorField, SignUpErrorField } from './errors/authMessages';
export type * from './types';
