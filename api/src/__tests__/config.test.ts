import { join } from 'node:path';

import { findRepoRoot, loadConfig } from '../config';

describe('loadConfig', () => {
  it('has defaults: port 8080, PGlite under <repo>/.data/pglite, local origins, demo project', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({
      databaseUrl: undefined,
      dataDir: join(findRepoRoot() as string, '.data', 'pglite'),
    });
    expect(config.corsOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(config.firebaseProjectId).toBe('demo-thryve');
  });

  it('reads API_PORT before PORT, DATABASE_URL, DATA_DIR, CORS_ORIGINS and the project id', () => {
    const config = loadConfig({
      API_PORT: '8180',
      PORT: '9000',
      DATABASE_URL: 'postgres://u@h/db',
      DATA_DIR: '/tmp/x',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      GCLOUD_PROJECT: 'from-gcloud',
    });
    expect(config).toMatchObject({
      port: 8180,
      database: { databaseUrl: 'postgres://u@h/db', dataDir: '/tmp/x' },
      corsOrigins: ['https://a.example', 'https://b.example'],
      firebaseProjectId: 'from-gcloud',
    });
    expect(loadConfig({ PORT: '9000', FIREBASE_PROJECT_ID: 'p1', GCLOUD_PROJECT: 'p2' })).toMatchObject({
      port: 9000,
      firebaseProjectId: 'p1',
    });
  });

  it('refuses an invalid port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('Invalid port');
  });

  it('refuses to run against the Auth emulator in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /Refusing to start/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow();
  });
});
