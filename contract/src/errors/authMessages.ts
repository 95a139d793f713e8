import { EN_MESSAGES as EN } from '../i18n/messages.en';
import { AUTH_ERROR_MESSAGES, signInFailure, signUpFailure, type AuthErrorCode } from './authErrors';

/**
 * English texts of the error catalogue by alias, kept for hosts on contract 3.x; each is the message of an `onError`
 * code (`AUTH_ERROR_MESSAGES`) or a catalogue text (the rest are no failures).
 *
 * @deprecated Use `AUTH_ERROR_IDS` (code -> message id) and the catalogue, or `AUTH_ERROR_MESSAGES` (code -> English).
 * Removed in 4.0.
 */
export const AUTH_MESSAGES = {
  incorrectCredentials: AUTH_ERROR_MESSAGES['sign-in/incorrect-credentials'],
  signInFailed: AUTH_ERROR_MESSAGES['sign-in/failed'],
  emailAlreadyInUse: AUTH_ERROR_MESSAGES['sign-up/email-already-in-use'],
  weakPassword: AUTH_ERROR_MESSAGES['sign-up/weak-password'],
  signUpFailed: AUTH_ERROR_MESSAGES['sign-up/failed'],
  invalidFile: EN['validation.pictureInvalidType'],
  resetSent: EN['error.resetSent'],
  resetNeedsEmail: EN['error.resetNeedsEmail'],
  checksUnavailable: AUTH_ERROR_MESSAGES['sign-up/checks-unavailable'],
  authUnavailable: AUTH_ERROR_MESSAGES['auth/unavailable'],
} as const;

export type SignInErrorField = 'email' | 'form';

/** Message and where to show it, for an error of email/password sign-in (the message of its `onError` event). */
export function signInErrorMessage(error: unknown): { field: SignInErrorField; message: string } {
  const { code, message } = signInFailure(error);
  return { field: code === 'sign-in/incorrect-credentials' ? 'email' : 'form', message };
}

/** Message for an error of sign-up (Firebase account creation or backend registration). */
export function signUpErrorMessage(error: unknown): string {
  return signUpFailure(error).message;
}

export type SignUpErrorField = 'email' | 'password' | 'form';

/** The field each sign-up failure belongs at; any other is the form's. */
const SIGN_UP_FIELDS: Partial<Record<AuthErrorCode, SignUpErrorField>> = {
  'sign-up/email-already-in-use': 'email',
  'sign-up/weak-password': 'password',
};

/** Message of a sign-up error and the field it belongs to (the screen shows it there and focuses it). */
export function signUpError(error: unknown): { field: SignUpErrorField; message: string } {
  const { code, message } = signUpFailure(error);
  return { field: SIGN_UP_FIELDS[code] ?? 'form', message };
}
