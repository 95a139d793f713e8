// `@thryve/shared/errors` as in 3.3: the contract's names, `@thryve/contract/errors` since 3.4. Kept so that a partner
// on 3.x changes nothing; removed in 4.0 (docs/embedding/upgrading.md).
export {
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  accountDeleteFailure,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  API_ERROR_MESSAGES,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  API_ERROR_STATUS,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  type ApiErrorCode,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  apiFailureCode,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  apiFailureMessage,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  AppError,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  type AppErrorCode,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  AUTH_ERROR_IDS,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  AUTH_ERROR_MESSAGES,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  AUTH_MESSAGES,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  type AuthErrorCode,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  type AuthErrorEvent,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  errorCode,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  googleSignInFailure,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  isApiErrorBody,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  isAppError,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  isAuthUnavailable,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  passkeyAddFailure,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  passkeyRemoveFailure,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  passkeySignInFailure,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  passwordChangeFailure,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  passwordResetFailure,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  profileUpdateFailure,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  type SignInErrorField,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  signInErrorMessage,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  signInFailure,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  signOutEverywhereFailure,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  signUpChecksUnavailable,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  signUpError,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  type SignUpErrorField,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  signUpErrorMessage,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  signUpFailure,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  userRefreshFailure,
  /** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
  verificationEmailFailure,
} from '@thryve/contract/errors';
