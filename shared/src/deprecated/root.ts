// `@thryve/shared` as in 3.3: the contract's names it exported, `@thryve/contract` since 3.4. Kept so that a partner
// on 3.x changes nothing; removed in 4.0 (docs/embedding/upgrading.md).
export {
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type AccountExport,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type AdminUserSummary,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type ApiErrorBody,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type ApiErrorCode,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  AppError,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type AppErrorCode,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type AuthActions,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type AuthErrorCode,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type AuthErrorEvent,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type AuthEvents,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type AuthState,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type AuthUser,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type EmailVerificationPayload,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type EmailVerificationResult,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  EN_MESSAGES,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  errorCode,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  isAppError,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type MessageCatalogue,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type MessageId,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type MessagePart,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type Passkey,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type PasskeySignInOptions,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  preloadLocale,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type ProfileCompletionPayload,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type ProfileUpdatePayload,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type RegisterPayload,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type RevokeSessionsPayload,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  safeRedirect,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type SessionListener,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type SessionSnapshot,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type SessionStatus,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type SessionUser,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type SignInErrorField,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type SignUpErrorField,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  SUPPORTED_LOCALES,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type SupportedLocale,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type UserProfile,
  /** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
  type WeatherForecast,
} from '@thryve/contract';
