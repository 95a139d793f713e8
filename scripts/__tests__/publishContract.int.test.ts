// The contract as a platform team gets it: published by scripts/publish-contract.mjs to a registry (Verdaccio on
// loopback), then read and installed from a folder whose only configuration is the scope's .npmrc line, with the
// install command the docs show.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { startContractRegistry, type ContractRegistry } from '../testing/contractRegistry';
import { exportedNames, seenInEditor } from '../testing/partnerEditor';

const root = join(__dirname, '..', '..');
const run = promisify(execFile);
const versionOf = (dir: string) =>
  (JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { version: string }).version;

let registry: ContractRegistry;
let consumer: string;
beforeAll(async () => {
  registry = await startContractRegistry(root);
  consumer = mkdtempSync(join(tmpdir(), 'thryve-consumer-'));
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'partner-app', private: true }));
  writeFileSync(join(consumer, '.npmrc'), `${registry.npmrc}\n`);
}, 300_000);
afterAll(async () => {
  if (consumer) rmSync(consumer, { recursive: true, force: true });
  await registry?.stop();
});

const npm = async (args: string[]) => (await run('npm', args, { cwd: consumer, maxBuffer: 16 * 1024 * 1024 })).stdout;
const view = async (name: string) => JSON.parse(await npm(['view', name, '--json'])) as Record<string, unknown>;

/** Both resolutions of an entry point: the declarations and the ES module, built. */
const built = (path: string) => ({ types: `./dist/${path}.d.ts`, default: `./dist/${path}.js` });

it('publishes @thryve/contract: its entry points, built; zod its one dependency', async () => {
  const manifest = await view('@thryve/contract');
  expect(manifest).toMatchObject({
    version: versionOf('contract'),
    license: 'UNLICENSED',
    files: ['dist', 'README.md'],
    engines: { node: '>=20.19' },
    dependencies: { zod: expect.any(String) },
  });
  expect(Object.keys(manifest.dependencies as object)).toEqual(['zod']);
  // The repository's local defaults stay in the repository.
  expect(manifest.exports).toEqual({
    '.': built('index'),
    './validation': built('validation/index'),
    './errors': built('errors/index'),
    './types': built('types/index'),
    './locales/en': built('i18n/english'),
    './locales/es': built('i18n/messages.es'),
  });
});

it('publishes @thryve/shared: its public entry points, built; dist and the README only; its engines and peers', async () => {
  const manifest = await view('@thryve/shared');
  expect(manifest).toMatchObject({
    version: versionOf('shared'),
    'dist-tags': { latest: versionOf('shared') },
    license: 'UNLICENSED',
    files: ['dist', 'README.md'],
    engines: { node: '>=20.19' },
    peerDependencies: { react: '^19.1.0' },
    // The contract at its own release (they move together).
    dependencies: { '@thryve/contract': `^${versionOf('contract')}` },
  });
  // The test helpers and the repository's local defaults stay in the repository; the contract's subpaths of 3.x
  // stay until 4.0 (re-exports of @thryve/contract).
  expect(manifest.exports).toEqual({
    '.': built('index'),
    './http': built('http/apiClient'),
    './validation': built('deprecated/validation'),
    './locales/es': built('deprecated/localesEs'),
    './errors': built('deprecated/errors'),
    './types': built('deprecated/types'),
  });
  expect(manifest).not.toHaveProperty('private');
  expect(manifest).not.toHaveProperty('main');
});

it('publishes @thryve/federation: its entry points, built; its peers optional (a host without React uses the plugins)', async () => {
  const manifest = await view('@thryve/federation');
  expect(manifest).toMatchObject({
    version: versionOf('federation'),
    files: ['dist', 'README.md'],
    engines: { node: '>=20.19' },
    peerDependencies: {
      '@module-federation/runtime': '>=0.21.0 <3',
      '@thryve/shared': `^${versionOf('shared').split('.')[0]}.0.0`,
      react: '^18.0.0 || ^19.0.0',
    },
    peerDependenciesMeta: {
      '@module-federation/runtime': { optional: true },
      '@thryve/shared': { optional: true },
      react: { optional: true },
    },
  });
  expect(manifest.exports).toEqual({
    '.': built('index'),
    './runtime': built('runtime/index'),
    './runtime/retryRemotePlugin': built('runtime/retryRemotePlugin'),
    './runtime/contractPlugin': built('runtime/contractPlugin'),
    './runtime/offlineRemotePlugin': built('runtime/offlineRemotePlugin'),
    './react': built('react/index'),
  });
});

it('installs with `npm install @thryve/shared @thryve/federation` and the .npmrc line alone', async () => {
  await npm(['install', '@thryve/shared', '@thryve/federation', '--prefer-offline', '--no-audit', '--no-fund']);
  const installed = join(consumer, 'node_modules/@thryve');
  expect(JSON.parse(readFileSync(join(installed, 'shared/package.json'), 'utf8'))).toMatchObject({
    version: versionOf('shared'),
  });
  // Built JavaScript only: no TypeScript source reached the registry.
  expect(existsSync(join(installed, 'shared/src'))).toBe(false);
  expect(existsSync(join(installed, 'shared/dist/index.js'))).toBe(true);
  // The manifest records the ranges a partner's own manifest keeps: resolved from the registry, not from a file.
  const { dependencies } = JSON.parse(readFileSync(join(consumer, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  expect(dependencies).toEqual({
    '@thryve/shared': `^${versionOf('shared')}`,
    '@thryve/federation': `^${versionOf('federation')}`,
  });
  // The contract comes with it, and a 3.x import of the rules through @thryve/shared still works.
  expect(existsSync(join(installed, 'contract/dist/validation/index.js'))).toBe(true);
  // The build-time entry runs in Node as a bundler's config runs it.
  const { stdout } = await run(
    'node',
    ['--input-type=module', '-e', "import('@thryve/federation').then((m) => console.log(typeof m.thryveShared))"],
    { cwd: consumer },
  );
  expect(stdout.trim()).toBe('function');
}, 300_000);

// Each entry point of @thryve/shared that re-exports the contract's names until 4.0, with the contract's entry point
// that is their home now.
const MOVED_NAMES = [
  ['@thryve/shared', '@thryve/contract'],
  ['@thryve/shared/errors', '@thryve/contract/errors'],
  ['@thryve/shared/validation', '@thryve/contract/validation'],
  ['@thryve/shared/types', '@thryve/contract/types'],
  ['@thryve/shared/locales/es', '@thryve/contract/locales/es'],
];

it.each(MOVED_NAMES)(
  "%s as installed: a partner's editor strikes through each name of %s, naming its new home, and no other name",
  async (entry, home) => {
    await npm(['install', '@thryve/shared', '--prefer-offline', '--no-audit', '--no-fund']);
    const moved = new Set(exportedNames(consumer, home));
    const names = exportedNames(consumer, entry);
    expect(names.filter((name) => moved.has(name)).length).toBeGreaterThan(0);
    expect(seenInEditor(consumer, entry, names)).toEqual(
      names.map((name) =>
        moved.has(name)
          ? { name, struckThrough: true, deprecation: expect.stringContaining(`Import it from \`${home}\``) }
          : { name, struckThrough: false, deprecation: null },
      ),
    );
  },
  300_000,
);

it("publishes @thryve/server: Node entry points, built; its runtime's dependencies; Fastify an optional peer", async () => {
  const manifest = await view('@thryve/server');
  expect(manifest).toMatchObject({
    version: versionOf('server'),
    files: ['dist', 'README.md'],
    engines: { node: '>=20.19' },
    dependencies: {
      '@thryve/contract': `^${versionOf('contract')}`,
      jose: expect.any(String),
      'lru-cache': expect.any(String),
      standardwebhooks: expect.any(String),
    },
    peerDependencies: { fastify: '^5.0.0' },
    peerDependenciesMeta: { fastify: { optional: true } },
  });
  expect(manifest).not.toHaveProperty('devDependencies');
  expect(manifest.exports).toEqual({
    '.': built('index'),
    './express': built('express'),
    './fastify': built('fastify'),
    './webhooks': built('webhooks/index'),
  });
});

it('installs @thryve/server alone, and it runs in Node: a refusal, a webhook verified', async () => {
  await npm(['install', '@thryve/server', '--prefer-offline', '--no-audit', '--no-fund']);
  const script = `
    import { createThryveAuth } from '@thryve/server';
    import { createWebhookReceiver } from '@thryve/server/webhooks';
    import { Webhook } from 'standardwebhooks';
    const thryve = createThryveAuth({ projectId: 'acme', apiUrl: 'https://api.example', partnerKey: 'k' });
    const { refusal } = await thryve.authenticateRequest({ headers: {} });
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = JSON.stringify({ type: 'user.deleted', timestamp: new Date().toISOString(), data: { uid: 'u1' } });
    const at = new Date();
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(Math.floor(at / 1000)),
      'webhook-signature': new Webhook(secret).sign('msg_1', at, body) };
    const { event } = createWebhookReceiver({ secret }).verify(body, headers);
    console.log(refusal.code, refusal.status, event.type, event.data.uid);
  `;
  const { stdout } = await run('node', ['--input-type=module', '-e', script], {
    cwd: consumer,
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '' },
  });
  expect(stdout.trim()).toBe('token_missing 401 user.deleted u1');
}, 300_000);

it('installs @thryve/contract alone, and a Node backend runs the rules, the messages and the route table', async () => {
  const backend = mkdtempSync(join(tmpdir(), 'thryve-contract-only-'));
  try {
    writeFileSync(join(backend, 'package.json'), JSON.stringify({ name: 'partner-backend', private: true }));
    writeFileSync(join(backend, '.npmrc'), `${registry.npmrc}\n`);
    await run('npm', ['install', '@thryve/contract', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: backend });
    // No browser runtime came with it.
    for (const name of ['firebase', 'react', 'axios', '@thryve/shared']) {
      expect(existsSync(join(backend, 'node_modules', name))).toBe(false);
    }
    const script = `
      import { EN_MESSAGES, safeRedirect } from '@thryve/contract';
import { API_PATHS } from '@thryve/contract/types';
      import { validateRegisterPayload } from '@thryve/contract/validation';
      const result = validateRegisterPayload({ email: 'not an email' });
      console.log(result.ok, result.errors.email === EN_MESSAGES['validation.emailInvalid'], API_PATHS.register,
        safeRedirect('//evil.example'));
    `;
    const { stdout } = await run('node', ['--input-type=module', '-e', script], { cwd: backend });
    expect(stdout.trim()).toBe('false true api/Identity/register null');
  } finally {
    rmSync(backend, { recursive: true, force: true });
  }
}, 300_000);
