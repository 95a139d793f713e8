import { resolveConfig } from '../config';

describe('resolveConfig: successPath', () => {
  it('keeps a same-origin path', () => {
    expect(resolveConfig({ successPath: '/dashboard?tab=1' }).successPath).toBe('/dashboard?tab=1');
    expect(resolveConfig().successPath).toBe('/');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'dashboard', '/%2f%2fevil.example'])(
    'refuses %p with the config error',
    (successPath) => {
      expect(() => resolveConfig({ successPath })).toThrow(
        expect.objectContaining({ code: 'config/invalid', message: expect.stringContaining('successPath') }),
      );
    },
  );
});

describe('resolveConfig: required options', () => {
  const packedBuild = globalThis as { __THRYVE_PACKED__?: boolean };
  const firebase = { apiKey: 'key', authDomain: 'partner.firebaseapp.com', projectId: 'partner' };
  afterEach(() => delete packedBuild.__THRYVE_PACKED__);

  it('local builds default to the local API and the emulator’s demo project', () => {
    expect(resolveConfig()).toMatchObject({
      apiBaseUrl: 'http://localhost:8080/',
      firebase: { projectId: 'demo-thryve' },
    });
  });

  it('the packed contract has no defaults: a missing option is named in a config error', () => {
    packedBuild.__THRYVE_PACKED__ = true;
    expect(() => resolveConfig({ firebase })).toThrow(
      expect.objectContaining({
        code: 'config/invalid',
        message: expect.stringMatching(/^Thryve config: apiBaseUrl missing/),
      }),
    );
    expect(() => resolveConfig({ apiBaseUrl: 'https://api.partner.example' })).toThrow(
      expect.objectContaining({
        message: expect.stringContaining('firebase.apiKey, firebase.authDomain, firebase.projectId missing'),
      }),
    );
    expect(resolveConfig({ apiBaseUrl: 'https://api.partner.example', firebase })).toMatchObject({
      apiBaseUrl: 'https://api.partner.example/',
      firebase,
    });
  });
});
