import { DEFAULT_PORTS } from '@thryve/shared/defaults';

import { resolveAuthTarget } from '../authTarget';

describe('resolveAuthTarget (where the role command acts)', () => {
  it('uses FIREBASE_AUTH_EMULATOR_HOST when set', () => {
    expect(resolveAuthTarget('demo-thryve', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9399' })).toEqual({
      projectId: 'demo-thryve',
      emulatorHost: '127.0.0.1:9399',
    });
  });

  it("otherwise uses npm start's emulator for a demo-* project, on AUTH_EMULATOR_PORT or its default", () => {
    expect(resolveAuthTarget('demo-thryve', {})).toEqual({
      projectId: 'demo-thryve',
      emulatorHost: `127.0.0.1:${DEFAULT_PORTS.authEmulator}`,
    });
    expect(resolveAuthTarget('demo-x', { AUTH_EMULATOR_PORT: '9199' }).emulatorHost).toBe('127.0.0.1:9199');
  });

  it('uses the real project (no emulator) for any other project id', () => {
    expect(resolveAuthTarget('my-app', { AUTH_EMULATOR_PORT: '9199' })).toEqual({
      projectId: 'my-app',
      emulatorHost: null,
    });
  });
});
