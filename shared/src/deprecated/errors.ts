// `@thryve/shared/errors` as in 3.3: the contract's names, `@thryve/contract/errors` since 3.4. Kept so that a partner
// on 3.x changes nothing; removed in 4.0 (docs/embedding/upgrading.md). Each name declared on its own, for its
// `@deprecated` note (see root.ts).
import * as contract from '@thryve/contract/errors';

/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const accountDeleteFailure: typeof contract.accountDeleteFailure = contract.accountDeleteFailure;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const API_ERROR_MESSAGES: typeof contract.API_ERROR_MESSAGES = contract.API_ERROR_MESSAGES;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const API_ERROR_STATUS: typeof contract.API_ERROR_STATUS = contract.API_ERROR_STATUS;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export type ApiErrorCode = contract.ApiErrorCode;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const apiFailureCode: typeof contract.apiFailureCode = contract.apiFailureCode;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const apiFailureMessage: typeof contract.apiFailureMessage = contract.apiFailureMessage;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const AppError: typeof contract.AppError = contract.AppError;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export type AppError = contract.AppError;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export type AppErrorCode = contract.AppErrorCode;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const AUTH_ERROR_IDS: typeof contract.AUTH_ERROR_IDS = contract.AUTH_ERROR_IDS;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const AUTH_ERROR_MESSAGES: typeof contract.AUTH_ERROR_MESSAGES = contract.AUTH_ERROR_MESSAGES;
/**
 * @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0); there it is deprecated too: use
 * `AUTH_ERROR_IDS` (code -> message id) and the catalogue, or `AUTH_ERROR_MESSAGES` (code -> English).
 */
export const AUTH_MESSAGES: typeof contract.AUTH_MESSAGES = contract.AUTH_MESSAGES;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export type AuthErrorCode = contract.AuthErrorCode;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export type AuthErrorEvent = contract.AuthErrorEvent;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const errorCode: typeof contract.errorCode = contract.errorCode;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const googleSignInFailure: typeof contract.googleSignInFailure = contract.googleSignInFailure;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const isApiErrorBody: typeof contract.isApiErrorBody = contract.isApiErrorBody;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const isAppError: typeof contract.isAppError = contract.isAppError;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const isAuthUnavailable: typeof contract.isAuthUnavailable = contract.isAuthUnavailable;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const passkeyAddFailure: typeof contract.passkeyAddFailure = contract.passkeyAddFailure;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const passkeyRemoveFailure: typeof contract.passkeyRemoveFailure = contract.passkeyRemoveFailure;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const passkeySignInFailure: typeof contract.passkeySignInFailure = contract.passkeySignInFailure;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const passwordChangeFailure: typeof contract.passwordChangeFailure = contract.passwordChangeFailure;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const passwordResetFailure: typeof contract.passwordResetFailure = contract.passwordResetFailure;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const profileUpdateFailure: typeof contract.profileUpdateFailure = contract.profileUpdateFailure;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export type SignInErrorField = contract.SignInErrorField;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const signInErrorMessage: typeof contract.signInErrorMessage = contract.signInErrorMessage;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const signInFailure: typeof contract.signInFailure = contract.signInFailure;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const signOutEverywhereFailure: typeof contract.signOutEverywhereFailure = contract.signOutEverywhereFailure;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const signUpChecksUnavailable: typeof contract.signUpChecksUnavailable = contract.signUpChecksUnavailable;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const signUpError: typeof contract.signUpError = contract.signUpError;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export type SignUpErrorField = contract.SignUpErrorField;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const signUpErrorMessage: typeof contract.signUpErrorMessage = contract.signUpErrorMessage;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const signUpFailure: typeof contract.signUpFailure = contract.signUpFailure;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const userRefreshFailure: typeof contract.userRefreshFailure = contract.userRefreshFailure;
/** @deprecated Import it from `@thryve/contract/errors` (this re-export goes in 4.0). */
export const verificationEmailFailure: typeof contract.verificationEmailFailure = contract.verificationEmailFailure;
