// `@thryve/shared/types`: the types of the screens, mount and the session module (the browser package's own), and,
// as in 3.3, the contract's types, `@thryve/contract/types` since 3.4: those re-exports go in 4.0
// (docs/embedding/upgrading.md).
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
export {
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type AccountExport,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type AdminUserSummary,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  API_PATHS,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type ApiErrorBody,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type AuthActions,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type AuthEvents,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type AuthState,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type AuthUser,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type EmailVerificationPayload,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type EmailVerificationResult,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type Passkey,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type PasskeySignInOptions,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type ProfileCompletionPayload,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type ProfileUpdatePayload,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type RegisterPayload,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type RevokeSessionsPayload,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type SessionListener,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type SessionSnapshot,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type SessionStatus,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type SessionUser,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type UserProfile,
  /** @deprecated Import it from `@thryve/contract/types` (this re-export goes in 4.0). */
  type WeatherForecast,
} from '@thryve/contract/types';
