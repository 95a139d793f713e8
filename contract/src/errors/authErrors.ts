import { ACCOUNT_EN_MESSAGES as ACCOUNT } from '../i18n/messages.account.en';
import { API_EN_MESSAGES as API } from '../i18n/messages.api.en';
import { EN_MESSAGES as EN, type MessageId } from '../i18n/messages.en';
import { apiFailureCode } from './apiFailure';
import { errorCode } from './AppError';

/**
 * Stable codes of the `onError` event (components, `mount`, AuthProvider), each with the id of its message in the
 * catalogue: the one map from a code to what the screens say. A host branches on the code; the message is the one
 * the screen shows (Google failures, which the screens only log, get a short one of their own).
 */
export const AUTH_ERROR_IDS = {
  'sign-in/incorrect-credentials': 'error.incorrectCredentials',
  'sign-in/failed': 'error.signInFailed',
  'sign-in/google-cancelled': 'error.googleCancelled',
  'sign-in/google-failed': 'error.googleFailed',
  'sign-up/email-already-in-use': 'error.emailAlreadyInUse',
  'sign-up/weak-password': 'error.weakPassword',
  'sign-up/failed': 'error.signUpFailed',
  'sign-up/checks-unavailable': 'error.checksUnavailable',
  'password-reset/failed': 'error.signInFailed',
  'auth/unavailable': 'error.authUnavailable',
  // The account actions (updateProfile, changePassword, sendVerificationEmail, refreshUser, signOutEverywhere,
  // deleteAccount). `auth/*`: the same reason, whichever action met it.
  'auth/not-signed-in': 'error.notSignedIn',
  'auth/wrong-password': 'error.wrongPassword',
  'auth/user-mismatch': 'error.userMismatch',
  'auth/too-many-requests': 'error.tooManyRequests',
  'auth/recent-sign-in-required': 'api.recentSignInRequired',
  'profile/invalid': 'api.validationFailed',
  'profile/username-taken': 'api.usernameTaken',
  'profile/update-failed': 'error.profileUpdateFailed',
  'password-change/weak-password': 'error.weakPassword',
  'password-change/failed': 'error.passwordChangeFailed',
  'verification/failed': 'error.verificationFailed',
  'user-refresh/failed': 'error.userRefreshFailed',
  'sign-out-everywhere/failed': 'error.signOutEverywhereFailed',
  'account-delete/google-cancelled': 'error.googleCancelled',
  'account-delete/failed': 'error.accountDeleteFailed',
  // Passkeys: signing in with one (`passkey/*`, also met when adding one), adding and removing one (account screen).
  'passkey/cancelled': 'error.passkeyCancelled',
  'passkey/not-found': 'api.passkeyNotFound',
  'passkey/rejected': 'api.passkeyRejected',
  'passkey/origin-not-allowed': 'api.passkeyOriginNotAllowed',
  'passkey/unavailable': 'error.passkeyUnavailable',
  'passkey/failed': 'error.signInFailed',
  'passkey-add/cancelled': 'account.passkeyAddCancelled',
  'passkey-add/already-registered': 'account.passkeyAlreadyRegistered',
  'passkey-add/failed': 'account.passkeyAddFailed',
  'passkey-remove/failed': 'account.passkeyRemoveFailed',
} as const satisfies Record<string, MessageId>;

/** The English of each catalogue this map names: the root's, the account screen's, the API's. */
const ENGLISH = { ...EN, ...ACCOUNT, ...API };

/** The English message of each `onError` code (the message of its event). */
export const AUTH_ERROR_MESSAGES = Object.fromEntries(
  Object.entries(AUTH_ERROR_IDS).map(([code, id]) => [code, ENGLISH[id]]),
) as Record<AuthErrorCode, string>;

export type AuthErrorCode = keyof typeof AUTH_ERROR_IDS;

/** What `onError` receives: a stable code and a short user-facing message (never the raw provider error). */
export interface AuthErrorEvent {
  code: AuthErrorCode;
  message: string;
}

function event(code: AuthErrorCode): AuthErrorEvent {
  return { code, message: AUTH_ERROR_MESSAGES[code] };
}

/** Firebase could not be loaded (session/parts.ts): the action was not sent, and trying again may work. */
export function isAuthUnavailable(error: unknown): boolean {
  return errorCode(error) === 'auth/unavailable';
}

/**
 * The emulator and projects without email-enumeration protection answer `wrong-password` or
 * `user-not-found` where protected production projects answer `invalid-credential`: all mean the same to a user.
 */
const CREDENTIAL_CODES = ['invalid-credential', 'invalid-email', 'wrong-password', 'user-not-found'];

/** The event of a failed email/password sign-in (the same message the screen shows). */
export function signInFailure(error: unknown): AuthErrorEvent {
  if (isAuthUnavailable(error)) return event('auth/unavailable');
  const code = errorCode(error);
  if (CREDENTIAL_CODES.some((part) => code.includes(part))) return event('sign-in/incorrect-credentials');
  return event('sign-in/failed');
}

/** The event of a failed sign-up (account creation or registration with the API). */
export function signUpFailure(error: unknown): AuthErrorEvent {
  if (isAuthUnavailable(error)) return event('auth/unavailable');
  const code = errorCode(error);
  if (code.includes('email-already-in-use')) return event('sign-up/email-already-in-use');
  if (code.includes('weak-password')) return event('sign-up/weak-password');
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

/** Firebase's answers to a wrong password at re-authentication (projects name it differently). */
const WRONG_PASSWORD_CODES = ['invalid-credential', 'wrong-password', 'invalid-login-credentials'];

/** The reasons every account action may fail for, whatever it was; null for any other failure. */
function accountReason(error: unknown): AuthErrorEvent | null {
  if (isAuthUnavailable(error)) return event('auth/unavailable');
  const code = errorCode(error);
  if (code === 'auth/not-signed-in' || apiFailureCode(error) === 'unauthorized') return event('auth/not-signed-in');
  if (WRONG_PASSWORD_CODES.some((part) => code.includes(part))) return event('auth/wrong-password');
  if (code.includes('user-mismatch')) return event('auth/user-mismatch');
  if (code.includes('too-many-requests') || apiFailureCode(error) === 'rate_limited') {
    return event('auth/too-many-requests');
  }
  if (code.includes('requires-recent-login') || apiFailureCode(error) === 'recent_sign_in_required') {
    return event('auth/recent-sign-in-required');
  }
  return null;
}

/** The event of a failed `updateProfile`: refused fields (their messages are in the API's `details`), a taken username. */
export function profileUpdateFailure(error: unknown): AuthErrorEvent {
  const api = apiFailureCode(error);
  if (api === 'validation_failed') return event('profile/invalid');
  if (api === 'username_taken') return event('profile/username-taken');
  return accountReason(error) ?? event('profile/update-failed');
}

/** The event of a failed `changePassword`; `auth/wrong-password` belongs at the 'Current password' field. */
export function passwordChangeFailure(error: unknown): AuthErrorEvent {
  if (errorCode(error).includes('weak-password')) return event('password-change/weak-password');
  return accountReason(error) ?? event('password-change/failed');
}

/** The event of a failed `sendVerificationEmail`. */
export function verificationEmailFailure(error: unknown): AuthErrorEvent {
  return accountReason(error) ?? event('verification/failed');
}

/** The event of a failed `refreshUser`. */
export function userRefreshFailure(error: unknown): AuthErrorEvent {
  return accountReason(error) ?? event('user-refresh/failed');
}

/** The event of a failed `signOutEverywhere` (the user is still signed in: nothing was ended). */
export function signOutEverywhereFailure(error: unknown): AuthErrorEvent {
  return accountReason(error) ?? event('sign-out-everywhere/failed');
}

/**
 * The event of a failed `deleteAccount`, or null when its Google popup was only replaced by a newer one (that
 * attempt goes on). `auth/wrong-password` belongs at the dialog's password field.
 */
export function accountDeleteFailure(error: unknown): AuthErrorEvent | null {
  const code = errorCode(error);
  if (code.includes('cancelled-popup-request')) return null;
  if (code.includes('popup-closed-by-user')) return event('account-delete/google-cancelled');
  return accountReason(error) ?? event('account-delete/failed');
}

/** The browser's error names (WebAuthn) that mean passkeys cannot be used here: no authenticator, a broken one. */
const PASSKEY_UNAVAILABLE = ['NotSupportedError', 'UnknownError', 'ConstraintError'];
/** What the browser says when the page's site may not use the passkeys' relying party (the RP ID). */
const PASSKEY_WRONG_SITE = ['ERROR_INVALID_DOMAIN', 'ERROR_INVALID_RP_ID'];

/**
 * The reason a passkey ceremony (signing in, or adding one) failed for, if it is one of passkeys' own; null for
 * an abandoned one (a newer sign-in replaced it, or the screen went away): nothing failed.
 */
function passkeyReason(error: unknown): AuthErrorEvent | null | undefined {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'AbortError') return null;
  // The browser's prompt was dismissed, or timed out (WebAuthn says NotAllowedError for both).
  if (name === 'NotAllowedError') return event('passkey/cancelled');
  const api = apiFailureCode(error);
  if (api === 'passkey_not_found') return event('passkey/not-found');
  if (api === 'passkey_rejected') return event('passkey/rejected');
  if (
    api === 'passkey_origin_not_allowed' ||
    name === 'SecurityError' ||
    PASSKEY_WRONG_SITE.includes(errorCode(error))
  ) {
    return event('passkey/origin-not-allowed');
  }
  if (typeof name === 'string' && PASSKEY_UNAVAILABLE.includes(name)) return event('passkey/unavailable');
  return undefined;
}

/** What the autofill's request (`conditional`) ends with when the user never picked a passkey: nothing to say. */
const SILENT_WHEN_CONDITIONAL = ['passkey/cancelled', 'passkey/unavailable'];

/**
 * The event of a failed passkey sign-in, or null when it was abandoned (another sign-in started, the screen went
 * away) or, for the autofill's request (`conditional`), when the user only dismissed it or the browser cannot offer
 * one there: the user asked for nothing, so nothing failed.
 */
export function passkeySignInFailure(error: unknown, conditional = false): AuthErrorEvent | null {
  if (isAuthUnavailable(error)) return event('auth/unavailable');
  const reason = passkeyReason(error);
  if (reason === null || (conditional && SILENT_WHEN_CONDITIONAL.includes(reason?.code ?? ''))) return null;
  if (reason) return reason;
  if (apiFailureCode(error) === 'rate_limited') return event('auth/too-many-requests');
  return event('passkey/failed');
}

/** The event of a failed `addPasskey`, or null when it was abandoned (a newer prompt replaced it). */
export function passkeyAddFailure(error: unknown): AuthErrorEvent | null {
  if (isAuthUnavailable(error)) return event('auth/unavailable');
  if ((error as { name?: unknown } | null)?.name === 'InvalidStateError')
    return event('passkey-add/already-registered');
  const reason = passkeyReason(error);
  if (reason === null) return null;
  if (reason?.code === 'passkey/cancelled') return event('passkey-add/cancelled');
  return reason ?? accountReason(error) ?? event('passkey-add/failed');
}

/** The event of a failed `removePasskey`. */
export function passkeyRemoveFailure(error: unknown): AuthErrorEvent {
  return accountReason(error) ?? event('passkey-remove/failed');
}
