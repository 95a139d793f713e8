import { SIGN_UP_MESSAGES as M } from '../messages';
import { checkPictureFile } from '../pictureFile';
import { EMPTY_SIGN_UP_FORM, type SignUpFormValues } from '../signUpForm';
import { validateSignUpForm } from '../signUpSchema';

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
      picture: null,
    });
  });

  it('gives back the picture as sent, with the bytes it decoded', () => {
    const dataUrl = 'data:image/png;base64,iVBORw0KGgoAAAAA';
    const result = validateSignUpForm({ ...valid, profilePicture: dataUrl }, TODAY);
    expect(result.ok && result.payload.profilePicture).toBe(dataUrl);
    expect(result.ok && result.picture?.contentType).toBe('image/png');
    expect(result.ok && Array.from(result.picture?.bytes ?? [])).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0,
    ]);
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

// Every row of spec section 5, pass and fail sides (undefined: the field passes).
describe.each<[string, Partial<SignUpFormValues>, keyof SignUpFormValues, string | undefined]>([
  ['both names', { firstName: 'A', lastName: 'B' }, 'firstName', undefined],
  ['no last name', { lastName: '' }, 'lastName', M.nameRequired],
  ['no email', { email: '' }, 'email', M.emailRequired],
  ['email without @', { email: 'ada.example.com' }, 'email', M.emailInvalid],
  ['email without a dot in the domain', { email: 'ada@example' }, 'email', M.emailInvalid],
  ['email with a space', { email: 'a da@example.com' }, 'email', M.emailInvalid],
  ['a standard email', { email: 'a.b+c@sub.example.org' }, 'email', undefined],
  ['no username', { username: '' }, 'username', M.usernameRequired],
  ['username with a space', { username: 'ada l' }, 'username', M.usernameInvalid],
  ['username with a slash', { username: 'ada/l' }, 'username', M.usernameInvalid],
  ['username of letters, digits, . _ -', { username: 'Ada.9_x-Y' }, 'username', undefined],
  ['no password', { password: '', confirmPassword: '' }, 'password', M.passwordRequired],
  ['password of 1 character', { password: '1', confirmPassword: '1' }, 'password', M.passwordTooShort],
  ['password of 7 characters', { password: '1234567', confirmPassword: '1234567' }, 'password', undefined],
  ['confirmation differs', { confirmPassword: 'secreT' }, 'confirmPassword', M.passwordsDoNotMatch],
  ['confirmation missing', { confirmPassword: '' }, 'confirmPassword', M.passwordsDoNotMatch],
  ['confirmation equal', {}, 'confirmPassword', undefined],
  ['birthday tomorrow', { birthday: '2026-11-23' }, 'birthday', M.birthdayNotBeforeToday],
  ['birthday long ago', { birthday: '1900-01-01' }, 'birthday', undefined],
  ['birthday in the year 50 (not 1950)', { birthday: '0050-02-28' }, 'birthday', undefined],
  ['the year 0 (there is none)', { birthday: '0000-06-15' }, 'birthday', M.birthdayInvalid],
  ['no birthday', { birthday: '' }, 'birthday', undefined],
  ['height 0', { height: '0' }, 'height', undefined],
  ['height -0.1', { height: '-0.1' }, 'height', M.heightOutOfRange],
  ['height 109', { height: '109' }, 'height', M.heightOutOfRange],
  ['no height', { height: '' }, 'height', undefined],
  ['weight 1400', { weight: '1400' }, 'weight', undefined],
  ['weight 1400.01', { weight: '1400.01' }, 'weight', M.weightOutOfRange],
  ['no weight', { weight: '' }, 'weight', undefined],
  ['a gif data URL', { profilePicture: 'data:image/gif;base64,R0lGODlh' }, 'profilePicture', M.pictureInvalidType],
  ['a png data URL', { profilePicture: 'data:image/png;base64,iVBORw0KGgoAAAAA' }, 'profilePicture', undefined],
  ['a jpeg data URL', { profilePicture: 'data:image/jpeg;base64,/9j/4AAQ' }, 'profilePicture', undefined],
  [
    'png bytes declared as jpeg',
    { profilePicture: 'data:image/jpeg;base64,iVBORw0KGgoAAAAA' },
    'profilePicture',
    M.pictureInvalidType,
  ],
  [
    'an upper-case type',
    { profilePicture: 'data:image/PNG;base64,iVBORw0KGgoAAAAA' },
    'profilePicture',
    M.pictureInvalidType,
  ],
  ['no base64 marker', { profilePicture: 'data:image/png,iVBORw0KGgoAAAAA' }, 'profilePicture', M.pictureInvalidType],
  [
    'a space in the base64',
    { profilePicture: 'data:image/png;base64,iVBORw0K GgoAAAA' },
    'profilePicture',
    M.pictureInvalidType,
  ],
  [
    'a line break in the base64',
    { profilePicture: 'data:image/png;base64,iVBORw0KGgo\nAAAA' },
    'profilePicture',
    M.pictureInvalidType,
  ],
  [
    'a character outside base64',
    { profilePicture: 'data:image/png;base64,iVBORw0KGgo*AAAA' },
    'profilePicture',
    M.pictureInvalidType,
  ],
  [
    'padding inside the base64',
    { profilePicture: 'data:image/png;base64,iVBORw0KGgo=AAAA' },
    'profilePicture',
    M.pictureInvalidType,
  ],
  [
    'three padding characters',
    { profilePicture: 'data:image/png;base64,iVBORw0KGgoAA===' },
    'profilePicture',
    M.pictureInvalidType,
  ],
  [
    'a length not a multiple of 4',
    { profilePicture: 'data:image/png;base64,iVBORw0KGgoAAA' },
    'profilePicture',
    M.pictureInvalidType,
  ],
  ['one padding character', { profilePicture: 'data:image/png;base64,iVBORw0KGgoAAAA=' }, 'profilePicture', undefined],
  ['two padding characters', { profilePicture: 'data:image/png;base64,iVBORw0KGgoAAA==' }, 'profilePicture', undefined],
])('rule: %s', (_name, values, field, message) => {
  it(message ? `fails with "${message}"` : 'passes', () => {
    expect(errorsOf(values)[field]).toBe(message);
  });
});

describe('the day the rules are checked on', () => {
  it('moves with each call: a birthday of today fails today and passes tomorrow', () => {
    const values = { ...valid, birthday: '2026-11-22' };
    expect(validateSignUpForm(values, '2026-11-22')).toMatchObject({ ok: false });
    expect(validateSignUpForm(values, '2026-11-23')).toMatchObject({ ok: true });
    expect(validateSignUpForm(values, '2026-11-22')).toMatchObject({ ok: false });
  });
});

describe('picture file checks', () => {
  it('accepts jpeg and png under 5 MB only', () => {
    expect(checkPictureFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 - 1 })).toBeNull();
    expect(checkPictureFile({ type: 'image/png', size: 1 })).toBeNull();
    expect(checkPictureFile({ type: 'image/png', size: 5 * 1024 * 1024 })).toBe('too-large');
    expect(checkPictureFile({ type: 'image/gif', size: 1 })).toBe('invalid-type');
    expect(checkPictureFile({ type: '', size: 1 })).toBe('invalid-type');
  });

  it('refuses a decoded picture of 5 MB with the size message', () => {
    const bytes = new Uint8Array(5 * 1024 * 1024);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const dataUrl = `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
    expect(errorsOf({ profilePicture: dataUrl }).profilePicture).toBe(M.pictureTooLarge);
  });
});
