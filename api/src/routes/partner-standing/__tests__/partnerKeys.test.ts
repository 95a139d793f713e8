import { parsePartnerKeys, partnerKeyCheck } from '../partnerKeys';

const KEY = 'q7Vw0mJ3l1r9sXc2Zb8Kf4Tn6Hy5Pd0Ea1Ug3Wo7Ri9=';
const OTHER = 'another-partner-key-of-forty-characters!!';

describe('THRYVE_PARTNER_KEYS', () => {
  it('reads none, one or several keys', () => {
    expect(parsePartnerKeys(undefined)).toEqual([]);
    expect(parsePartnerKeys('')).toEqual([]);
    expect(parsePartnerKeys(` ${KEY} , ${OTHER}`)).toEqual([KEY, OTHER]);
  });

  it('refuses a short key, or one with spaces or control characters, without echoing it', () => {
    for (const value of ['short', `${KEY},tooshort`, 'a key with spaces that is long enough to pass']) {
      expect(() => parsePartnerKeys(value)).toThrow(/at least 32 printable characters/);
      try {
        parsePartnerKeys(value);
      } catch (error) {
        expect((error as Error).message).not.toContain('short');
      }
    }
  });
});

describe('partnerKeyCheck', () => {
  it('accepts each listed key exactly, and nothing else', () => {
    const accepts = partnerKeyCheck([KEY, OTHER]);
    expect(accepts(KEY)).toBe(true);
    expect(accepts(OTHER)).toBe(true);
    for (const presented of ['', KEY.slice(0, -1), `${KEY} `, KEY.toLowerCase()])
      expect(accepts(presented)).toBe(false);
    expect(partnerKeyCheck([])(KEY)).toBe(false);
  });
});
