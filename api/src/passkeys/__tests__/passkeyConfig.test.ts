import { loadConfig } from '../../config';
import { parsePasskeySettings, rpIdFor } from '../passkeyConfig';

const LOCAL = ['http://localhost:3000', 'http://127.0.0.1:3000'];

describe('passkey settings', () => {
  it('default to the CORS origins where WebAuthn works, each its own RP ID, named Thryve Health', () => {
    const settings = loadConfig({}).passkeys;
    // 127.0.0.1 is an address: no RP ID can name it.
    expect(settings).toEqual({
      origins: ['http://localhost:3000'],
      rpId: null,
      rpName: 'Thryve Health',
      relatedOrigins: [],
      userVerification: 'preferred',
    });
    expect(rpIdFor(settings, 'http://localhost:3000')).toBe('localhost');
    expect(rpIdFor(settings, 'http://127.0.0.1:3000')).toBeNull();
    expect(rpIdFor(settings, undefined)).toBeNull();
  });

  it('follow CORS_ORIGINS, so a partner added there can use passkeys too', () => {
    const settings = loadConfig({ CORS_ORIGINS: 'https://app.thryve.health,https://partner.example' }).passkeys;
    expect(settings.origins).toEqual(['https://app.thryve.health', 'https://partner.example']);
    expect(rpIdFor(settings, 'https://partner.example')).toBe('partner.example');
  });

  it('take PASSKEY_ORIGINS, PASSKEY_RP_ID, PASSKEY_RP_NAME, PASSKEY_RELATED_ORIGINS and PASSKEY_USER_VERIFICATION', () => {
    const settings = parsePasskeySettings(
      {
        PASSKEY_ORIGINS: 'https://app.thryve.health, https://thryve.health',
        PASSKEY_RP_ID: 'Thryve.Health',
        PASSKEY_RP_NAME: 'Thryve',
        PASSKEY_RELATED_ORIGINS: 'https://thryve.example',
        PASSKEY_USER_VERIFICATION: 'required',
      },
      LOCAL,
    );
    expect(settings).toEqual({
      origins: ['https://app.thryve.health', 'https://thryve.health'],
      rpId: 'thryve.health',
      rpName: 'Thryve',
      relatedOrigins: ['https://thryve.example'],
      userVerification: 'required',
    });
    expect(rpIdFor(settings, 'https://app.thryve.health')).toBe('thryve.health');
  });

  it('refuse an RP ID that does not cover every origin, naming the variable', () => {
    for (const rpId of ['other.example', 'health', 'pp.thryve.health', '127.0.0.1']) {
      expect(() =>
        parsePasskeySettings({ PASSKEY_ORIGINS: 'https://app.thryve.health', PASSKEY_RP_ID: rpId }, LOCAL),
      ).toThrow(/^Invalid PASSKEY_RP_ID/);
    }
    expect(() =>
      loadConfig({ CORS_ORIGINS: 'https://app.thryve.health,https://partner.example', PASSKEY_RP_ID: 'thryve.health' }),
    ).toThrow('not of https://partner.example');
  });

  it('refuse a user verification other than preferred or required, naming the variable', () => {
    for (const value of ['discouraged', 'REQUIRED', 'yes']) {
      expect(() => parsePasskeySettings({ PASSKEY_USER_VERIFICATION: value }, LOCAL)).toThrow(
        `Invalid PASSKEY_USER_VERIFICATION "${value}": use preferred or required`,
      );
    }
  });

  it('refuse origins WebAuthn cannot use', () => {
    for (const origin of ['http://app.example', 'https://app.example/path', 'https://10.0.0.1', 'app.example']) {
      expect(() => parsePasskeySettings({ PASSKEY_ORIGINS: origin }, LOCAL)).toThrow(/^Invalid PASSKEY_ORIGINS/);
    }
  });
});
