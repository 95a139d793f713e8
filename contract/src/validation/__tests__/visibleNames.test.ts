import { SIGN_UP_MESSAGES as M } from '../messages';
import { validateProfileUpdatePayload } from '../profileSchema';
import type { SignUpFormValues } from '../signUpForm';
import { validateRegisterPayload, validateSignUpForm } from '../signUpSchema';
import { hasVisibleCharacter, isPlainText } from '../text';
import { TODAY, VALID_FORM } from './validForm';

const valid = VALID_FORM;

/** The first message of each field on the three paths that check a name: the form, a registration, a profile edit. */
function errorsOnEveryPath(values: Partial<SignUpFormValues>) {
  const form = validateSignUpForm({ ...valid, ...values }, TODAY);
  const body = { ...valid, birthday: null, height: null, weight: null, profilePicture: null, ...values };
  const registration = validateRegisterPayload(body, TODAY);
  const { email: _email, password: _password, confirmPassword: _confirm, ...edit } = body;
  const profile = validateProfileUpdatePayload(edit, TODAY);
  return [form, registration, profile].map((result) => (result.ok ? {} : result.errors));
}

// Format characters (Unicode Cf) that a probe sent as, or inside, a name.
const FORMAT: [string, string][] = [
  ['only zero-width spaces', '\u200b\u200b\u200b'],
  ['a right-to-left override first', '\u202eAda'],
  ['a left-to-right embedding inside', 'A\u202ada'],
  ['a right-to-left isolate', 'Ada\u2067'],
  ['a pop directional formatting', 'Ada\u202c'],
  ['a zero-width non-joiner', 'A\u200cda'],
  ['a zero-width joiner', 'A\u200dda'],
  ['a byte order mark', '\ufeffAda'],
  ['a word joiner', 'A\u2060da'],
  ['a soft hyphen', 'Lo\u00advelace'],
  ['a tag character', 'Ada\u{e0041}'],
];

describe.each(['firstName', 'lastName'] as const)('%s', (field) => {
  it.each(FORMAT)(`refuses %s with "${M.nameInvalid}"`, (_what, value) => {
    expect(errorsOnEveryPath({ [field]: value })).toEqual([
      { [field]: M.nameInvalid },
      { [field]: M.nameInvalid },
      { [field]: M.nameInvalid },
    ]);
  });

  it.each([
    ['a Hangul filler', '\u3164'],
    ['a combining grapheme joiner', '\u034f'],
    ['variation selectors', '\ufe0f\ufe0e'],
    ['no-break and ideographic spaces', '\u00a0\u3000 '],
  ])(`reads a name of only %s as no name: "${M.nameRequired}"`, (_what, value) => {
    expect(errorsOnEveryPath({ [field]: value })).toEqual([
      { [field]: M.nameRequired },
      { [field]: M.nameRequired },
      { [field]: M.nameRequired },
    ]);
  });

  it.each(['José', 'Jose\u0301', 'Ñúñez-O’Brien', 'ابن سينا', '李', 'Lovelace 😀', 'Amélie ❤️', "d'Arc"])(
    'accepts %p',
    (value) => {
      expect(errorsOnEveryPath({ [field]: value })).toEqual([{}, {}, {}]);
    },
  );
});

describe('username', () => {
  it.each(FORMAT)('refuses %s (letters, digits, dot, underscore and hyphen only)', (_what, value) => {
    expect(errorsOnEveryPath({ username: `ada${value}` })).toEqual([
      { username: M.usernameInvalid },
      { username: M.usernameInvalid },
      { username: M.usernameInvalid },
    ]);
  });
});

describe('isPlainText and hasVisibleCharacter', () => {
  it('refuses every format character of the bidirectional controls', () => {
    for (let code = 0x202a; code <= 0x202e; code += 1) expect(isPlainText(String.fromCharCode(code))).toBe(false);
    for (let code = 0x2066; code <= 0x2069; code += 1) expect(isPlainText(String.fromCharCode(code))).toBe(false);
    expect(isPlainText('\u200e\u200f')).toBe(false);
  });

  it('still refuses control characters, and keeps accents, any script and emoji', () => {
    expect(isPlainText('Ada\t')).toBe(false);
    expect(isPlainText('Ada Lovelace 李 😀')).toBe(true);
  });

  it('sees a letter, digit, mark, punctuation or symbol, not white space or default-ignorable characters', () => {
    for (const shown of ['a', '7', '\u0301', '.', '😀']) expect(hasVisibleCharacter(shown)).toBe(true);
    for (const blank of ['', ' \t\u00a0', '\u200b', '\u3164\u115f\u1160\uffa0', '\u034f\ufe0f']) {
      expect(hasVisibleCharacter(blank)).toBe(false);
    }
  });
});
