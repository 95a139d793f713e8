export type {
  AccountExport,
  AdminUserSummary,
  ApiErrorBody,
  EmailVerificationPayload,
  EmailVerificationResult,
  Passkey,
  ProfileCompletionPayload,
  ProfileUpdatePayload,
  RegisterPayload,
  RevokeSessionsPayload,
  UserProfile,
  WeatherForecast,
} from './api';
export type { AuthEvents, SessionListener, SessionSnapshot, SessionStatus, SessionUser } from './session';
export type { AuthActions, AuthState, AuthUser, PasskeySignInOptions } from './auth';
export { API_PATHS } from './apiPaths';
