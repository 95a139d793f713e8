// The sign-up form a person fills in correctly, for the validation tests to spoil one field at a time.
import { EMPTY_SIGN_UP_FORM, type SignUpFormValues } from '../signUpForm';

/** The day the tests' birthdays are checked against. */
export const TODAY = '2026-11-22';

export const VALID_FORM: SignUpFormValues = {
  ...EMPTY_SIGN_UP_FORM,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  username: 'ada',
  password: 'secret1',
  confirmPassword: 'secret1',
};
