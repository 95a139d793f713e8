import { isApiError } from '../../errors/apiError';
import { passkeyName } from '../passkeyBodies';

const codeOf = (name: string) => {
  try {
    passkeyName(name);
    return null;
  } catch (error) {
    return isApiError(error) ? error.code : error;
  }
};

describe('passkeyName', () => {
  it('trims the name; none, or only spaces, is "Passkey"', () => {
    expect(passkeyName('  Work laptop \n')).toBe('Work laptop');
    expect(passkeyName(undefined)).toBe('Passkey');
    expect(passkeyName('   ')).toBe('Passkey');
  });

  it('allows 64 visible characters, an emoji with modifiers counting once', () => {
    expect(passkeyName('é'.repeat(64))).toBe('é'.repeat(64));
    const family = '👨‍👩‍👧‍👦';
    expect(passkeyName(`Phone ${family}`)).toBe(`Phone ${family}`);
    expect(passkeyName(family.repeat(64))).toBe(family.repeat(64));
    expect(codeOf('x'.repeat(65))).toBe('bad_request');
  });

  it('refuses control characters, bidi overrides and names with nothing visible', () => {
    for (const name of ['Work\u0000laptop', 'Phone\u202Eenohp', '\u200B\u200B']) {
      expect(codeOf(name)).toBe('bad_request');
    }
  });
});
