import { EMPTY_SIGN_UP_FORM, validateSignUpForm } from '@thryve/contract/validation';

/**
 * The sign-up rules of a password and its confirmation (spec section 5), from the one shared schema: the new
 * password is checked as sign-up's would be, with sign-up's messages. The other fields' messages are not ours.
 */
export function checkNewPassword(password: string, confirmPassword: string) {
  const result = validateSignUpForm({ ...EMPTY_SIGN_UP_FORM, password, confirmPassword });
  const errors = result.ok ? {} : result.errors;
  return { newPassword: errors.password, confirmNewPassword: errors.confirmPassword };
}
