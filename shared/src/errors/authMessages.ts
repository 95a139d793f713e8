import { errorCode } from './AppError';

/** User-facing texts of the error catalogue (spec section 8), exactly as worded there. */
export const AUTH_MESSAGES = {
  incorrectCredentials: 'Incorrect username or password',
  signInFailed: 'An error occurred. Please try again.',
  emailAlreadyInUse: 'Email already in use',
  weakPassword: 'Password is too weak',
  signUpFailed: 'An unknown error occurred',
  invalidFile: 'Invalid file',
  // Beyond the spec: the neutral answer of 'Forgot Password?', the same whether or not the account exists.
  resetSent: 'If an account exists for that email, we sent a link to reset your password.',
  resetNeedsEmail: 'Enter your email address above, then choose Forgot Password? again.',
  // Beyond the spec: the sign-up rules load on demand (auth-remote/src/sign-up/signUpRules.ts); offline, they may not.
  checksUnavailable: 'Your details could not be checked. Check your connection, then choose Create again.',
} as const;

/**
 * The emulator and projects without email-enumeration protection answer `wrong-password` or
 * `user-not-found` where protected production projects answer `invalid-credential`: all mean the same to a user.
 */
const CREDENTIAL_CODES = ['invalid-credential', 'invalid-email', 'wrong-password', 'user-not-found'];

export type SignInErrorField = 'email' | 'form';

/** Message and where to show it, for an error of email/password sign-in. */
export function signInErrorMessage(error: unknown): { field: SignInErrorField; message: string } {
  const code = errorCode(error);
  if (CREDENTIAL_CODES.some((part) => code.includes(part))) {
    return { field: 'email', message: AUTH_MESSAGES.incorrectCredentials };
  }
  return { field: 'form', message: AUTH_MESSAGES.signInFailed };
}

/** Message for an error of sign-up (Firebase account creation or backend registration). */
export function signUpErrorMessage(error: unknown): string {
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
