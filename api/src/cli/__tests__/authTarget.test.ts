import { DEFAULT_PORTS } from '@thryve/contract/defaults';

import { loadConfig } from '../../config';
import { resolveAuthTarget as resolve } from '../authTarget';

/** Where the command acts with these variables, read as every command reads them (config.ts). */
const resolveAuthTarget = (projectId: string, env: Record<string, string>) =>
  resolve(loadConfig({ DATA_DIR: '/tmp/unused', FIREBASE_PROJECT_ID: projectId, ...env }));

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

  it("takes the project from the web app's THRYVE_FIREBASE_PROJECT_ID, as npm start does, after the API's own", () => {
    expect(resolve(loadConfig({ DATA_DIR: '/tmp/unused', THRYVE_FIREBASE_PROJECT_ID: 'demo-web' })).projectId).toBe(
      'demo-web',
    );
    const both = { DATA_DIR: '/tmp/unused', GCLOUD_PROJECT: 'demo-api', THRYVE_FIREBASE_PROJECT_ID: 'demo-web' };
    expect(resolve(loadConfig(both)).projectId).toBe('demo-api');
  });

  it('refuses an AUTH_EMULATOR_PORT that is not a port', () => {
    expect(() => resolveAuthTarget('demo-x', { AUTH_EMULATOR_PORT: 'ninety' })).toThrow('Invalid port: ninety');
  });

  it('uses the real project (no emulator) for any other project id', () => {
    expect(resolveAuthTarget('my-app', { AUTH_EMULATOR_PORT: '9199' })).toEqual({
      projectId: 'my-app',
      emulatorHost: null,
    });
  });
});
