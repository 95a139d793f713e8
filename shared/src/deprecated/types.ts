// `@thryve/shared/types`: the types of the screens, mount and the session module (the browser package's own), and,
// as in 3.3, the contract's types, `@thryve/contract/types` since 3.4: those re-exports go in 4.0
// (docs/embedding/upgrading.md). Those are declared one by one, for their `@deprecated` notes (see root.ts).
import * as contract from '@thryve/contract/types';

export type {
  Appearance,
  AppearanceVariables,
  AuthProviderProps,
  ColorScheme,
  LocalizationOption,
  MountModule,
  MountOptions,
  MountScreen,
  NavigateFunction,
  ScreenOptions,
  ScreenPageOptions,
  SessionModule,
  SignInProps,
  SignUpProps,
  UserProfileProps,
} from '../types/remote';
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type AccountExport = contract.AccountExport;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type AdminUserSummary = contract.AdminUserSummary;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export const API_PATHS: typeof contract.API_PATHS = contract.API_PATHS;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type ApiErrorBody = contract.ApiErrorBody;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type AuthActions = contract.AuthActions;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type AuthEvents = contract.AuthEvents;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type AuthState = contract.AuthState;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type AuthUser = contract.AuthUser;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type EmailVerificationPayload = contract.EmailVerificationPayload;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type EmailVerificationResult = contract.EmailVerificationResult;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type Passkey = contract.Passkey;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type PasskeySignInOptions = contract.PasskeySignInOptions;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type ProfileCompletionPayload = contract.ProfileCompletionPayload;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type ProfileUpdatePayload = contract.ProfileUpdatePayload;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type RegisterPayload = contract.RegisterPayload;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type RevokeSessionsPayload = contract.RevokeSessionsPayload;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type SessionListener = contract.SessionListener;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type SessionSnapshot = contract.SessionSnapshot;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type SessionStatus = contract.SessionStatus;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type SessionUser = contract.SessionUser;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type UserProfile = contract.UserProfile;
/** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
export type WeatherForecast = contract.WeatherForecast;
