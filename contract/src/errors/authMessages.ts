import { EN_MESSAGES as EN } from '../i18n/messages.en';
import { errorCode } from './AppError';

/** User-facing texts of the error catalogue (spec section 8); the texts live in the one catalogue (i18n). */
export const AUTH_MESSAGES = {
  incorrectCredentials: EN['error.incorrectCredentials'],
  signInFailed: EN['error.signInFailed'],
  emailAlreadyInUse: EN['error.emailAlreadyInUse'],
  weakPassword: EN['error.weakPassword'],
  signUpFailed: EN['error.signUpFailed'],
  invalidFile: EN['validation.pictureInvalidType'],
  resetSent: EN['error.resetSent'],
  resetNeedsEmail: EN['error.resetNeedsEmail'],
  checksUnavailable: EN['error.checksUnavailable'],
  authUnavailable: EN['error.authUnavailable'],
} as const;

/** Firebase could not be loaded (session/parts.ts): the action was not sent, and trying again may work. */
export function isAuthUnavailable(error: unknown): boolean {
  return errorCode(error) === 'auth/unavailable';
}

/**
 * The emulator and projects without email-enumeration protection answer `wrong-password` or
 * `user-not-found` where protected production projects answer `invalid-credential`: all mean the same to a user.
 */
const CREDENTIAL_CODES = ['invalid-credential', 'invalid-email', 'wrong-password', 'user-not-found'];

export type SignInErrorField = 'email' | 'form';

/** Message and where to show it, for an error of email/password sign-in. */
export function signInErrorMessage(error: unknown): { field: SignInErrorField; message: string } {
  if (isAuthUnavailable(error)) return { field: 'form', message: AUTH_MESSAGES.authUnavailable };
  const code = errorCode(error);
  if (CREDENTIAL_CODES.some((part) => code.includes(part))) {
    return { field: 'email', message: AUTH_MESSAGES.incorrectCredentials };
  }
  return { field: 'form', message: AUTH_MESSAGES.signInFailed };
}

/** Message for an error of sign-up (Firebase account creation or backend registration). */
export function signUpErrorMessage(error: unknown): string {
  if (isAuthUnavailable(error)) return AUTH_MESSAGES.authUnavailable;
  const code = errorCode(error);
  if (code.includes('email-already-in-use')) return AUTH_MESSAGES.emailAlreadyInUse;
  if (code.includes('weak-password')) return AUTH_MESSAGES.weakPassword;
  return AUTH_MESSAGES.signUpFailed;
}

export type SignUpErrorField = 'email' | 'password' | 'form';

/** Message of a sign-up error and the field it belongs to (the screen shows it there and focuses it). */
export function signUpError(error: unknown): { field: SignUpErrorField; message: string } {
  const message = signUpErrorMessage(error);
  if (message === AUTH_MESSAGES.emailAlreadyInUse) return { field: 'email', message };
  if (message === AUTH_MESSAGES.weakPassword) return { field: 'password', message };
  return { field: 'form', message };
}
