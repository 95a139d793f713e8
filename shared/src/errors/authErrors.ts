import { EN_MESSAGES as EN } from '../i18n/messages.en';
import { errorCode } from './AppError';
import { AUTH_MESSAGES, isAuthUnavailable, signInErrorMessage, signUpErrorMessage } from './authMessages';

/**
 * Stable codes of the `onError` event (components, `mount`, AuthProvider). A host branches on the code; the
 * message is the one the screen shows (Google failures, which the screens only log, get a short one of their own).
 */
export const AUTH_ERROR_MESSAGES = {
  'sign-in/incorrect-credentials': AUTH_MESSAGES.incorrectCredentials,
  'sign-in/failed': AUTH_MESSAGES.signInFailed,
  'sign-in/google-cancelled': EN['error.googleCancelled'],
  'sign-in/google-failed': EN['error.googleFailed'],
  'sign-up/email-already-in-use': AUTH_MESSAGES.emailAlreadyInUse,
  'sign-up/weak-password': AUTH_MESSAGES.weakPassword,
  'sign-up/failed': AUTH_MESSAGES.signUpFailed,
  'sign-up/checks-unavailable': AUTH_MESSAGES.checksUnavailable,
  'password-reset/failed': AUTH_MESSAGES.signInFailed,
  'auth/unavailable': AUTH_MESSAGES.authUnavailable,
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

/** What `onError` receives: a stable code and a short user-facing message (never the raw provider error). */
export interface AuthErrorEvent {
  code: AuthErrorCode;
  message: string;
}

function event(code: AuthErrorCode): AuthErrorEvent {
  return { code, message: AUTH_ERROR_MESSAGES[code] };
}

/** The event of a failed email/password sign-in (the same message the screen shows). */
export function signInFailure(error: unknown): AuthErrorEvent {
  if (isAuthUnavailable(error)) return event('auth/unavailable');
  return event(signInErrorMessage(error).field === 'email' ? 'sign-in/incorrect-credentials' : 'sign-in/failed');
}

/** The event of a failed sign-up (account creation or registration with the API). */
export function signUpFailure(error: unknown): AuthErrorEvent {
  const message = signUpErrorMessage(error);
  if (message === AUTH_MESSAGES.authUnavailable) return event('auth/unavailable');
  if (message === AUTH_MESSAGES.emailAlreadyInUse) return event('sign-up/email-already-in-use');
  if (message === AUTH_MESSAGES.weakPassword) return event('sign-up/weak-password');
  return event('sign-up/failed');
}

/**
 * The event of a failed Google sign-in, or null when the popup was only replaced by a newer one (a second click):
 * that attempt goes on, so nothing failed.
 */
export function googleSignInFailure(error: unknown): AuthErrorEvent | null {
  if (isAuthUnavailable(error)) return event('auth/unavailable');
  const code = errorCode(error);
  if (code.includes('cancelled-popup-request')) return null;
  if (code.includes('popup-closed-by-user')) return event('sign-in/google-cancelled');
  return event('sign-in/google-failed');
}

/** The event of a failed 'Forgot Password?' request. */
export function passwordResetFailure(error?: unknown): AuthErrorEvent {
  return event(isAuthUnavailable(error) ? 'auth/unavailable' : 'password-reset/failed');
}

/** The event of the sign-up rules failing to load (offline): Create cannot check the form. */
export function signUpChecksUnavailable(): AuthErrorEvent {
  return event('sign-up/checks-unavailable');
}
