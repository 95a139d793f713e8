import { SIGN_UP_MESSAGES as M } from '../messages';
import type { SignUpFormValues } from '../signUpForm';
import { validateRegisterPayload, validateSignUpForm } from '../signUpSchema';
import { isPrintableText } from '../text';
import { TODAY, VALID_FORM } from './validForm';

const valid = VALID_FORM;

function formErrors(values: Partial<SignUpFormValues>) {
  const result = validateSignUpForm({ ...valid, ...values }, TODAY);
  return result.ok ? {} : result.errors;
}

/** The same check on the path the API takes: a JSON body, not form values. */
function bodyErrors(values: Record<string, unknown>) {
  const body = { ...valid, birthday: null, height: null, weight: null, profilePicture: null, ...values };
  const result = validateRegisterPayload(body, TODAY);
  return result.ok ? {} : result.errors;
}

const HIGH_SURROGATE = '\ud83d';
const LOW_SURROGATE = '\ude00';

// Where in the value, and which character: tab, newline, CR, NUL, DEL, C1 (NEL), line separator, lone surrogates.
const BAD: [string, (good: string) => string][] = [
  ['a tab inside', (good) => `${good.slice(0, 1)}\t${good.slice(1)}`],
  ['a newline at the end', (good) => `${good}\n`],
  ['a carriage return at the start', (good) => `\r${good}`],
  ['a NUL', (good) => `${good}\u0000`],
  ['a DEL', (good) => `${good}\u007f`],
  ['a C1 control (NEL)', (good) => `${good}\u0085`],
  ['a line separator', (good) => `${good}\u2028`],
  ['a lone high surrogate', (good) => `${good}${HIGH_SURROGATE}`],
  ['a lone low surrogate', (good) => `${LOW_SURROGATE}${good}`],
  ['surrogates in the wrong order', (good) => `${good}${LOW_SURROGATE}${HIGH_SURROGATE}`],
];

describe.each<[keyof SignUpFormValues, string, string]>([
  ['firstName', 'Ada', M.nameInvalid],
  ['lastName', 'Lovelace', M.nameInvalid],
  ['email', 'ada@example.com', M.emailInvalid],
  ['username', 'ada', M.usernameInvalid],
  ['password', 'secret1', M.passwordInvalid],
])('%s refuses control characters and lone surrogates', (field, good, message) => {
  it.each(BAD)(`with ${message}: %s`, (_what, make) => {
    const bad = make(good);
    // The password's confirmation is kept equal: only the rule under test may fail.
    const values = field === 'password' ? { password: bad, confirmPassword: bad } : { [field]: bad };
    expect(formErrors(values)).toEqual({ [field]: message });
    expect(bodyErrors(values)).toEqual({ [field]: message });
  });
});

describe('printable text passes', () => {
  it.each<[keyof SignUpFormValues, string]>([
    ['firstName', 'José-María'],
    ['lastName', "O'Brien Ñúñez"],
    ['firstName', '李'],
    ['lastName', 'Lovelace 😀'],
    ['firstName', ' Ada '],
    ['email', 'josé@exämple.com'],
  ])('%s %p', (field, value) => {
    expect(formErrors({ [field]: value })).toEqual({});
  });

  it('keeps spaces, symbols, any script and emoji (whole surrogate pairs) in a password', () => {
    const password = 'my pass wörd 😀 ü€$ 密码';
    expect(formErrors({ password, confirmPassword: password })).toEqual({});
  });
});

describe('message order', () => {
  it('says "required" for an empty field, and the printable message for one of only control characters', () => {
    expect(formErrors({ firstName: '' }).firstName).toBe(M.nameRequired);
    expect(formErrors({ firstName: '\t' }).firstName).toBe(M.nameInvalid);
    expect(formErrors({ username: '' }).username).toBe(M.usernameRequired);
    expect(formErrors({ username: '\n' }).username).toBe(M.usernameInvalid);
    expect(formErrors({ password: '', confirmPassword: '' }).password).toBe(M.passwordRequired);
  });

  it('a confirmation with a control character the password lacks does not match', () => {
    expect(formErrors({ confirmPassword: 'secret1\t' })).toEqual({ confirmPassword: M.passwordsDoNotMatch });
  });
});

describe('isPrintableText', () => {
  it('accepts a surrogate pair and refuses either half alone', () => {
    expect(isPrintableText('😀')).toBe(true);
    expect(isPrintableText(HIGH_SURROGATE)).toBe(false);
    expect(isPrintableText(LOW_SURROGATE)).toBe(false);
  });

  it('accepts ordinary and no-break spaces, refuses every C0 and C1 control', () => {
    expect(isPrintableText('a b\u00a0c')).toBe(true);
    for (let code = 0; code <= 0x1f; code += 1) expect(isPrintableText(String.fromCharCode(code))).toBe(false);
    for (let code = 0x7f; code <= 0x9f; code += 1) expect(isPrintableText(String.fromCharCode(code))).toBe(false);
  });
});
