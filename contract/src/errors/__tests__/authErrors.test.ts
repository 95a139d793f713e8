import { EN_MESSAGES } from '../../i18n/messages.en';
import { AppError } from '../AppError';
import { AUTH_ERROR_IDS, AUTH_ERROR_MESSAGES, signInFailure, signUpFailure } from '../authErrors';
import { AUTH_MESSAGES, signInErrorMessage, signUpError, signUpErrorMessage } from '../authMessages';

const firebase = (code: string) => Object.assign(new Error(code), { code });
const UNAVAILABLE = new AppError('auth/unavailable', 'Firebase could not be loaded');

describe('sign-in and sign-up failures', () => {
  it.each([
    [firebase('auth/invalid-credential'), 'sign-in/incorrect-credentials', 'Incorrect username or password'],
    [firebase('auth/invalid-email'), 'sign-in/incorrect-credentials', 'Incorrect username or password'],
    [firebase('auth/wrong-password'), 'sign-in/incorrect-credentials', 'Incorrect username or password'],
    [firebase('auth/user-not-found'), 'sign-in/incorrect-credentials', 'Incorrect username or password'],
    [firebase('auth/network-request-failed'), 'sign-in/failed', 'An error occurred. Please try again.'],
    [new Error('boom'), 'sign-in/failed', 'An error occurred. Please try again.'],
    [UNAVAILABLE, 'auth/unavailable', EN_MESSAGES['error.authUnavailable']],
  ])('a sign-in failing with %p is %s, whose message is the catalogue text of its id', (error, code, message) => {
    expect(signInFailure(error)).toEqual({ code, message });
    expect(EN_MESSAGES[AUTH_ERROR_IDS[code as keyof typeof AUTH_ERROR_IDS] as keyof typeof EN_MESSAGES]).toBe(message);
    expect(signInErrorMessage(error)).toEqual({
      field: code === 'sign-in/incorrect-credentials' ? 'email' : 'form',
      message,
    });
  });

  it.each([
    [firebase('auth/email-already-in-use'), 'sign-up/email-already-in-use', 'Email already in use', 'email'],
    [firebase('auth/weak-password'), 'sign-up/weak-password', 'Password is too weak', 'password'],
    [firebase('registration/failed'), 'sign-up/failed', 'An unknown error occurred', 'form'],
    [new Error('boom'), 'sign-up/failed', 'An unknown error occurred', 'form'],
    [UNAVAILABLE, 'auth/unavailable', EN_MESSAGES['error.authUnavailable'], 'form'],
  ])('a sign-up failing with %p is %s, at its field', (error, code, message, field) => {
    expect(signUpFailure(error)).toEqual({ code, message });
    expect(signUpErrorMessage(error)).toBe(message);
    expect(signUpError(error)).toEqual({ field, message });
  });

  it('keeps the deprecated AUTH_MESSAGES aliases, each the text of the one map or of the catalogue', () => {
    expect(AUTH_MESSAGES).toEqual({
      incorrectCredentials: AUTH_ERROR_MESSAGES['sign-in/incorrect-credentials'],
      signInFailed: AUTH_ERROR_MESSAGES['sign-in/failed'],
      emailAlreadyInUse: AUTH_ERROR_MESSAGES['sign-up/email-already-in-use'],
      weakPassword: AUTH_ERROR_MESSAGES['sign-up/weak-password'],
      signUpFailed: AUTH_ERROR_MESSAGES['sign-up/failed'],
      invalidFile: 'Invalid file',
      resetSent: EN_MESSAGES['error.resetSent'],
      resetNeedsEmail: EN_MESSAGES['error.resetNeedsEmail'],
      checksUnavailable: AUTH_ERROR_MESSAGES['sign-up/checks-unavailable'],
      authUnavailable: AUTH_ERROR_MESSAGES['auth/unavailable'],
    });
    expect(AUTH_MESSAGES.incorrectCredentials).toBe('Incorrect username or password');
    expect(AUTH_MESSAGES.signUpFailed).toBe('An unknown error occurred');
  });
});
