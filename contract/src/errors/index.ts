export { AppError, errorCode, isAppError, type AppErrorCode } from './AppError';
export {
  AUTH_MESSAGES,
  signInErrorMessage,
  signUpError,
  signUpErrorMessage,
  type SignInErrorField,
  type SignUpErrorField,
} from './authMessages';
export { API_ERROR_MESSAGES, API_ERROR_STATUS, isApiErrorBody, type ApiErrorCode } from './apiErrorCodes';
export { apiFailureCode, apiFailureMessage } from './apiFailure';
export {
  AUTH_ERROR_IDS,
  AUTH_ERROR_MESSAGES,
  accountDeleteFailure,
  googleSignInFailure,
  isAuthUnavailable,
  passkeyAddFailure,
  passkeyRemoveFailure,
  passkeySignInFailure,
  passwordChangeFailure,
  passwordResetFailure,
  profileUpdateFailure,
  signInFailure,
  signOutEverywhereFailure,
  signUpChecksUnavailable,
  signUpFailure,
  userRefreshFailure,
  verificationEmailFailure,
  type AuthErrorCode,
  type AuthErrorEvent,
} from './authErrors';
