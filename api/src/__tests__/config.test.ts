import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { apiEnvironment, findRepoRoot, loadConfig, parseTrustProxy, parseVerifiedEmailRoutes } from '../config';

/** The variables api/README.md's table documents: every `NAME` in the first column of the rows under "| Variable". */
function documentedVariables(readme: string): string[] {
  const lines = readme.split('\n');
  const header = lines.findIndex((line) => /^\| Variable\s+\|/.test(line));
  const rows = lines.slice(header + 2);
  const table = rows.slice(
    0,
    rows.findIndex((line) => !line.startsWith('|')),
  );
  return table.flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]));
}

describe('the environment variables', () => {
  it('are those api/README.md documents, no more and no fewer', () => {
    const documented = documentedVariables(readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8'));
    expect(documented.length).toBeGreaterThan(20);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual(Object.keys(apiEnvironment.shape).sort());
  });
});

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

  it('accepts the Auth emulator only for demo-* projects, whatever NODE_ENV says', () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(loadConfig(emulator).firebaseProjectId).toBe('demo-thryve');
    expect(loadConfig({ ...emulator, FIREBASE_PROJECT_ID: 'demo-other' }).firebaseProjectId).toBe('demo-other');
    for (const NODE_ENV of [undefined, 'development', 'test', 'production']) {
      expect(() => loadConfig({ ...emulator, NODE_ENV, FIREBASE_PROJECT_ID: 'my-app' })).toThrow(
        'Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set but project "my-app" is not a demo-* project',
      );
      expect(() => loadConfig({ ...emulator, NODE_ENV, GCLOUD_PROJECT: 'prod-demo-thryve' })).toThrow(/not a demo-\*/);
    }
    // Without the emulator, a real project is what production uses.
    expect(
      loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'my-app', DATABASE_URL: 'postgres://u@h/db' })
        .firebaseProjectId,
    ).toBe('my-app');
  });

  it('accepts the Auth emulator only on a loopback address, naming both settings otherwise', () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    for (const API_HOST of [undefined, '127.0.0.1', '127.0.0.2', 'localhost', 'LOCALHOST', '::1', '[::1]']) {
      expect(loadConfig({ ...emulator, API_HOST }).authEmulatorHost).toBe('127.0.0.1:9099');
    }
    for (const API_HOST of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.10', 'api.example.com', '::ffff:10.0.0.1']) {
      expect(() => loadConfig({ ...emulator, API_HOST })).toThrow(
        `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set (emulator tokens are unsigned: anyone could sign in as ` +
          `anyone) and API_HOST is "${API_HOST}"`,
      );
    }
    // Without the emulator, any address.
    expect(loadConfig({ API_HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', authEmulatorHost: undefined });
  });

  it('refuses NODE_ENV=production without DATABASE_URL: PGlite is for development', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'my-app' })).toThrow(
      'Refusing to start: NODE_ENV=production needs DATABASE_URL (a PostgreSQL connection string)',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: '', DATA_DIR: '/tmp/x' })).toThrow('DATABASE_URL');
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(loadConfig({ NODE_ENV, DATA_DIR: '/tmp/x' }).database.databaseUrl).toBeUndefined();
    }
  });

  it('gives a request 30 s to arrive by default; REQUEST_TIMEOUT_MS is a positive integer of ms', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5_000);
    for (const value of ['0', '-1', '1.5', 'soon']) {
      expect(() => loadConfig({ REQUEST_TIMEOUT_MS: value })).toThrow(`Invalid count: ${value}`);
    }
  });

  it('never runs against the Auth emulator with NODE_ENV=production, even for a demo project', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /Refusing to start/,
    );
  });

  it('reads TRUST_PROXY as a boolean or a list of addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    expect(() => parseTrustProxy('2')).toThrow('hop counts are not supported');
    expect(parseTrustProxy(' 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', '::1/129', '300.1.1.1', '10.0.0.1/8/8', ',', 'example.com', '-1', '1.5'])(
    'refuses TRUST_PROXY=%s with a clear message',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(`Invalid TRUST_PROXY "${value}"`);
    },
  );
});

describe('token check settings', () => {
  it('caches the revocation check 30 s by default, 0 to 60 s when set, and refuses anything else', () => {
    expect(loadConfig({}).authSettings).toEqual({ revocationCacheMs: 30_000, timeoutMs: 5_000 });
    expect(loadConfig({ TOKEN_REVOCATION_CACHE_MS: '0' }).authSettings.revocationCacheMs).toBe(0);
    expect(loadConfig({ TOKEN_REVOCATION_CACHE_MS: '60000', AUTH_TIMEOUT_MS: '800' }).authSettings).toEqual({
      revocationCacheMs: 60_000,
      timeoutMs: 800,
    });
    expect(() => loadConfig({ TOKEN_REVOCATION_CACHE_MS: '60001' })).toThrow('TOKEN_REVOCATION_CACHE_MS');
    expect(() => loadConfig({ TOKEN_REVOCATION_CACHE_MS: 'soon' })).toThrow('TOKEN_REVOCATION_CACHE_MS');
  });
});

describe('REQUIRE_VERIFIED_EMAIL', () => {
  it('is no route by default, else a comma list of route paths', () => {
    expect(loadConfig({}).requireVerifiedEmail).toEqual([]);
    expect(
      loadConfig({ REQUIRE_VERIFIED_EMAIL: ' /api/Identity/users , /api/Other,/api/Identity/users' })
        .requireVerifiedEmail,
    ).toEqual(['/api/Identity/users', '/api/Other']);
    expect(parseVerifiedEmailRoutes(' , ')).toEqual([]);
  });

  it.each(['api/Identity/users', '/api/*', 'https://api.example/x', '/api/a b'])(
    'refuses %s: not a route path',
    (value) => {
      expect(() => loadConfig({ REQUIRE_VERIFIED_EMAIL: value })).toThrow(`Invalid REQUIRE_VERIFIED_EMAIL "${value}"`);
    },
  );

  it.each(['/api/Identity/user', '/api/Identity/user/export', '/api/Identity/register', '/healthz'])(
    'refuses %s: an unverified user must reach it, or it checks no token',
    (path) => {
      expect(() => parseVerifiedEmailRoutes(`/api/Identity/users,${path}`)).toThrow(
        `${path} cannot require a verified email`,
      );
    },
  );
});
