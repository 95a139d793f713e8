import type { ACCOUNT_EN_MESSAGES } from './messages.account.en';
import type { API_EN_MESSAGES } from './messages.api.en';

/**
 * The English message catalogue: every text the remote's screens show or announce, exactly as the specification
 * words it, but the account screen's (messages.account.en.ts, loaded with that screen) and the API's error codes'
 * (messages.api.en.ts, loaded with the error catalogue). Pure data (no React): the API imports the validation
 * messages from here through the schema. `{brandName}` is filled in by the screens. Overrides (`localization`) are
 * keyed by these ids.
 */
export const EN_MESSAGES = {
  // Sign-in screen (spec section 2).
  'signIn.title': 'Sign in · {brandName}',
  'signIn.heading': 'Sign in',
  'signIn.email': 'Email',
  'signIn.password': 'Password',
  'signIn.rememberMe': 'Remember me',
  'signIn.forgotPassword': 'Forgot Password?',
  'signIn.submit': 'Sign in',
  'signIn.google': 'Continue with Google',
  'signIn.passkey': 'Sign in with a passkey',
  'signIn.noAccount': "Don't have a {brandName} account?",
  'signIn.createAccount': 'Create new account',
  'signIn.sessionRefused': 'Your session has ended. Please sign in again.',
  // Sign-up screen (spec section 2).
  'signUp.title': 'Sign up · {brandName}',
  'signUp.heading': 'Sign up',
  'signUp.uploadPicture': 'Upload profile picture',
  'signUp.picturePreview': 'Profile preview',
  'signUp.firstName': 'First name',
  'signUp.lastName': 'Last name',
  'signUp.email': 'Email',
  'signUp.username': 'Username',
  'signUp.password': 'Password',
  'signUp.confirmPassword': 'Confirm password',
  'signUp.birthday': 'Birthday',
  'signUp.height': 'Height (inches)',
  'signUp.weight': 'Weight (pounds)',
  'signUp.creating': 'Creating your account…',
  'signUp.back': 'Back',
  'signUp.submit': 'Create',
  // The password toggle: the visible word and the accessible name saying what a press will do.
  'password.show': 'Show',
  'password.hide': 'Hide',
  'password.showLabel': 'Show password',
  'password.hideLabel': 'Hide password',
  // Sign-up validation (spec section 5).
  'validation.nameRequired': 'First and last name are required',
  'validation.emailRequired': 'Email is required',
  'validation.emailInvalid': 'Email is invalid',
  'validation.usernameRequired': 'Username is required',
  'validation.usernameInvalid': 'Username is invalid',
  'validation.passwordRequired': 'Password is required',
  'validation.passwordTooShort': 'Password must be greater than 6 characters',
  'validation.passwordsDoNotMatch': 'Passwords do not match',
  'validation.birthdayNotBeforeToday': 'Birthday must be before today',
  'validation.heightOutOfRange': 'Height must be between 0 and 108 inches',
  'validation.weightOutOfRange': 'Weight must be between 0 and 1400 pounds',
  'validation.pictureTooLarge': 'Picture file size must be less than 5 MB',
  // Also the alert shown when a file of another type is picked (spec section 8).
  'validation.pictureInvalidType': 'Invalid file',
  // Not in the spec (it shows no upper limits): our own, worded like the spec's.
  'validation.nameTooLong': 'First and last name must be at most 100 characters',
  'validation.emailTooLong': 'Email must be at most 254 characters',
  'validation.usernameTooLong': 'Username must be at most 32 characters',
  'validation.passwordTooLong': 'Password must be at most 128 characters',
  'validation.birthdayInvalid': 'Birthday is invalid',
  // Control characters and broken characters (validation/text.ts). Email and username use their 'is invalid' message.
  'validation.nameInvalid': 'First and last name must contain only printable characters',
  'validation.passwordInvalid': 'Password must contain only printable characters',
  // The API's answer when another account holds the username (checked on the server only).
  'validation.usernameTaken': 'Username is already taken',
  // The error catalogue (spec section 8).
  'error.incorrectCredentials': 'Incorrect username or password',
  'error.signInFailed': 'An error occurred. Please try again.',
  'error.emailAlreadyInUse': 'Email already in use',
  'error.weakPassword': 'Password is too weak',
  'error.signUpFailed': 'An unknown error occurred',
  // Beyond the spec: the neutral answer of 'Forgot Password?', the same whether or not the account exists.
  'error.resetSent': 'If an account exists for that email, we sent a link to reset your password.',
  'error.resetNeedsEmail': 'Enter your email address above, then choose Forgot Password? again.',
  // Beyond the spec: the sign-up rules load on demand (auth-remote/src/sign-up/useSignUpForm.ts); offline, they may not.
  'error.checksUnavailable': 'Your details could not be checked. Check your connection, then choose Create again.',
  // Beyond the spec: Firebase loads on demand (session/parts.ts); offline, it may not. Nothing typed is lost.
  'error.authUnavailable': 'We could not reach the sign-in service. Check your connection, then try again.',
  // onError messages of Google sign-in (the screens only log these failures).
  'error.googleCancelled': 'Google sign-in was cancelled',
  'error.googleFailed': 'Google sign-in did not complete',
  // Passkey failures the API does not name (its own codes have their `api.passkey*` texts).
  'error.passkeyCancelled': 'Passkey sign-in was cancelled.',
  'error.passkeyUnavailable': 'Passkeys are not available in this browser.',
  // onError messages of the account actions (the session's updateProfile, changePassword, … and the account screen).
  'error.notSignedIn': 'You are signed out. Sign in, then try again.',
  'error.userMismatch': 'That is another account: choose the one you are signed in with.',
  'error.profileUpdateFailed': 'We couldn’t save your profile. Please try again.',
  'error.passwordChangeFailed': 'We couldn’t change your password. Please try again.',
  'error.verificationFailed': 'We couldn’t send the verification email. Please try again.',
  'error.userRefreshFailed': 'We couldn’t check your account right now. Please try again.',
  'error.signOutEverywhereFailed': 'We couldn’t sign you out of all devices. Please try again.',
  'error.accountDeleteFailed': 'We couldn’t delete your account. Please try again.',
  'error.wrongPassword': 'The password is incorrect',
  'error.tooManyRequests': 'Too many requests. Wait a few minutes, then try again.',
  // The Thryve host's texts that any of its pages may show, its first screens included (loading, the remote down,
  // an error, not found): here, so that those screens need no catalogue of their own. Its signed-in pages' texts
  // are the host's own, loaded with those pages.
  'host.loading': 'Loading…',
  'host.tryAgain': 'Try again',
  'host.unavailableHeading': 'Sign-in is temporarily unavailable',
  'host.unavailableText': 'We can’t reach the sign-in service right now. Please try again in a moment.',
  'host.errorTitle': 'Something went wrong · Thryve Health',
  'host.errorHeading': 'Something went wrong',
  'host.errorText': 'An unexpected error stopped this page. Reloading usually helps.',
  'host.goHome': 'Go to the home page',
  'host.notFoundTitle': 'Page not found · Thryve Health',
  'host.notFoundHeading': 'Page not found',
  'host.notFoundText': 'There is nothing at this address.',
  // What a failed API call says when the API gave no code of its own (the texts of its codes come with the error
  // catalogue). Here, since the host's and the account screen's code name them as `EN_MESSAGES` entries.
  'api.unreachable': 'The Thryve service could not be reached. Check your connection and try again.',
  'api.unknown': 'Something went wrong on our side.',
} as const;

/**
 * The ids of the Thryve host's texts. Those of its signed-in pages (home, admin, verify-email) are the host's own,
 * not in these catalogues: they load with those pages. They stay message ids, so that a `localization` override
 * of one still applies on the Thryve host, and a catalogue or `localization` written for 3.0 that names them still
 * compiles. A type only: no bytes at runtime.
 */
type HostMessageId = `host.${string}`;

/**
 * The id of a message: the key a `localization` override uses (the account screen's part and the API's error texts
 * included).
 */
export type MessageId =
  keyof typeof EN_MESSAGES | keyof typeof ACCOUNT_EN_MESSAGES | keyof typeof API_EN_MESSAGES | HostMessageId;

/** A catalogue: a text for every id. */
export type MessageCatalogue = Record<MessageId, string>;
