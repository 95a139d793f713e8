import { SIGN_UP_MESSAGES as M } from '../messages';
import { EMPTY_SIGN_UP_FORM, validateSignUpForm, type SignUpFormValues } from '../signUpForm';

const TODAY = '2026-11-22';
const valid: SignUpFormValues = {
  ...EMPTY_SIGN_UP_FORM,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  username: 'ada.l_1-x',
  password: 'secret',
  confirmPassword: 'secret',
};

function errorsOf(values: Partial<SignUpFormValues>) {
  const result = validateSignUpForm({ ...valid, ...values }, TODAY);
  return result.ok ? {} : result.errors;
}

describe('sign-up rules', () => {
  it('accepts a complete form and turns optional inputs into nulls', () => {
    const result = validateSignUpForm(valid, TODAY);
    expect(result).toEqual({
      ok: true,
      payload: expect.objectContaining({ birthday: null, height: null, weight: null, profilePicture: null }),
    });
  });

  it('requires both names', () => {
    expect(errorsOf({ firstName: '' }).firstName).toBe(M.nameRequired);
    expect(errorsOf({ lastName: '  ' }).lastName).toBe(M.nameRequired);
  });

  it('checks the password length at exactly 6', () => {
    expect(errorsOf({ password: '12345', confirmPassword: '12345' }).password).toBe(M.passwordTooShort);
    expect(errorsOf({ password: '123456', confirmPassword: '123456' }).password).toBeUndefined();
  });

  it('needs a birthday before today', () => {
    expect(errorsOf({ birthday: TODAY }).birthday).toBe(M.birthdayNotBeforeToday);
    expect(errorsOf({ birthday: '2026-11-21' }).birthday).toBeUndefined();
  });

  it('keeps height and weight inside their ranges, ends included', () => {
    expect(errorsOf({ height: '108', weight: '0' })).toEqual({});
    expect(errorsOf({ height: '108.5' }).height).toBe(M.heightOutOfRange);
    expect(errorsOf({ weight: '-1' }).weight).toBe(M.weightOutOfRange);
    expect(errorsOf({ weight: 'abc' }).weight).toBe(M.weightOutOfRange);
  });
});
