// A platform team's host built outside the repository: its files (examples/outside-hosts/<kind>) copied to a
// temporary folder, installed as its package.json says, the contract from the registry the tests publish it to
// (scripts/testing/contractRegistry.ts: one .npmrc line for the scope) and everything else from the public registry,
// built with its own bundler, served like a deployment (our static server: CSP, no-cache page).
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { createStaticServer } from '@thryve/page-server';

import type { ContractRegistry } from '../../scripts/testing/contractRegistry';
import { E2E_PORTS, E2E_URLS, emulatorOrigin, outsideHostPort, type OutsideHostKind } from './ports';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const examples = join(root, 'examples/outside-hosts');
/** The remote's build of this checkout (`npm run build`): what the versioned path serves at first. */
export const REMOTE_BUILD = join(root, 'auth-remote/dist');

/** The contract this repository builds (@thryve/shared's version); the remote's path is /v<major>/. */
export const CONTRACT_VERSION = (
  JSON.parse(readFileSync(join(root, 'shared/package.json'), 'utf8')) as { version: string }
).version;
export const CONTRACT_MAJOR = Number(CONTRACT_VERSION.split('.')[0]);
const versionedPath = `/v${CONTRACT_MAJOR}/`;

/** The remote's build as partners get it: under its contract's versioned path, /v<major>/ (see docs/embedding/README.md). */
export const VERSIONED_REMOTE = {
  port: E2E_PORTS.outsideHosts + 9,
  get manifestUrl() {
    return `http://localhost:${this.port}${versionedPath}mf-manifest.json`;
  },
};

export interface VersionedRemote {
  /** A deployment: the files at the versioned path replaced by those of the build in `dist`. */
  deploy(dist: string): void;
  /** A bad deployment: the files at the versioned path replaced by a build whose manifest states contract `major`.x. */
  deployContractMajor(major: number): void;
  stop(): Promise<void>;
}

/** Serves a copy of the remote's build (so that a test may deploy over it) under its versioned path. */
export async function serveVersionedRemote(): Promise<VersionedRemote> {
  const dir = mkdtempSync(join(tmpdir(), 'thryve-remote-versioned-'));
  cpSync(REMOTE_BUILD, dir, { recursive: true });
  const server = await createStaticServer({ dir, spa: false, prefix: versionedPath });
  await new Promise<void>((resolve) => server.listen(VERSIONED_REMOTE.port, 'localhost', resolve));
  return {
    deploy(dist) {
      for (const file of readdirSync(dir)) rmSync(join(dir, file), { recursive: true, force: true });
      cpSync(dist, dir, { recursive: true });
    },
    deployContractMajor(major) {
      const file = join(dir, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { shared: { name: string; version: string }[] };
      for (const shared of manifest.shared) if (shared.name === '@thryve/shared') shared.version = `${major}.0.0`;
      writeFileSync(file, JSON.stringify(manifest));
      // The server prefers the precompressed copies: they go with the old manifest.
      rmSync(`${file}.br`, { force: true });
      rmSync(`${file}.gz`, { force: true });
    },
    stop: async () => {
      // Down at once, as a crashed deployment: the browser's open keep-alive connections too (close() waits for them).
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PatchedRemoteBuild {
  /** The contract release the build carries: this checkout's with its patch number raised by one. */
  version: string;
  /** The text of `signIn.forgotPassword` in that release (the fix a test can see). */
  forgotPassword: string;
  /** The build, to deploy. */
  dist: string;
  close(): void;
}

/**
 * The remote built (`rspack build`, as `npm run build` does) against the next patch release of the contract: this
 * checkout's auth-remote/, shared/ and contract/ copied to a temporary folder, shared/ and contract/ with their version
 * raised and one message of the contract changed, everything else installed as here (node_modules linked entry by
 * entry, @thryve/shared and @thryve/contract to the copies).
 */
export async function buildRemoteWithContractPatch(): Promise<PatchedRemoteBuild> {
  const dir = mkdtempSync(join(tmpdir(), 'thryve-remote-patch-'));
  const [major, minor, patch] = CONTRACT_VERSION.split('.').map(Number);
  const version = `${major}.${minor}.${patch + 1}`;
  const forgotPassword = `Forgot your password? (${version})`;

  const notBuilt = (path: string) => !/[\\/](node_modules|dist|dist-maps)$/.test(path);
  cpSync(join(root, 'contract'), join(dir, 'contract'), { recursive: true, filter: notBuilt });
  cpSync(join(root, 'shared'), join(dir, 'shared'), { recursive: true, filter: notBuilt });
  cpSync(join(root, 'auth-remote'), join(dir, 'auth-remote'), { recursive: true, filter: notBuilt });
  for (const file of ['federation', 'rspack.config.base.ts', 'tsconfig.base.json', 'types', 'scripts'])
    symlinkSync(join(root, file), join(dir, file));
  mkdirSync(join(dir, 'node_modules/@thryve'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules')))
    if (entry !== '@thryve') symlinkSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
  symlinkSync(join(dir, 'contract'), join(dir, 'node_modules/@thryve/contract'));
  symlinkSync(join(dir, 'shared'), join(dir, 'node_modules/@thryve/shared'));

  const edit = (file: string, from: string, to: string) => {
    const text = readFileSync(join(dir, file), 'utf8');
    if (!text.includes(from)) throw new Error(`${file} no longer has ${from}`);
    writeFileSync(join(dir, file), text.replace(from, to));
  };
  // The two packages of the contract are released together, at one version.
  edit('contract/package.json', `"version": "${CONTRACT_VERSION}"`, `"version": "${version}"`);
  edit('shared/package.json', `"version": "${CONTRACT_VERSION}"`, `"version": "${version}"`);
  edit(
    'contract/src/i18n/messages.en.ts',
    `'signIn.forgotPassword': 'Forgot Password?'`,
    `'signIn.forgotPassword': '${forgotPassword}'`,
  );

  const rspack = join(root, 'node_modules/@rspack/cli/bin/rspack.js');
  await run(process.execPath, [rspack, 'build', '--mode', 'production'], {
    cwd: join(dir, 'auth-remote'),
    maxBuffer: 16 * 1024 * 1024,
  });
  return {
    version,
    forgotPassword,
    dist: join(dir, 'auth-remote/dist'),
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The folder each kind's build leaves as the site to serve (webpack writes dist/ beside its index.html). */
const SITE: Record<OutsideHostKind, string> = { webpack: '.', vite: 'dist', react18: 'dist', plain: '.' };

export interface OutsideHost {
  url: string;
  /** Seconds spent installing and building (reported by the spec: the CI time each host adds). */
  timings: { install: number; build: number };
  /** Versions the host's install resolved, of the packages its own code runs (`react`). */
  installed: { react: string | null };
  close(): Promise<void>;
}

/** The version of `name` installed in the host's folder, or null when it has none. */
function installedVersion(dir: string, name: string): string | null {
  try {
    return (JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return null;
  }
}

async function timed(step: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await step();
  return Math.round((performance.now() - start) / 100) / 10;
}

/**
 * examples/outside-hosts/<name> copied to a temporary folder outside the workspaces and installed there, with the
 * .npmrc a partner writes: the one line that sends @thryve/* to the registry.
 */
async function installOutside(name: string, registry: ContractRegistry) {
  const dir = mkdtempSync(join(tmpdir(), `thryve-outside-${name}-`));
  cpSync(join(examples, name), dir, { recursive: true, filter: (path) => !/node_modules|dist$/.test(path) });
  writeFileSync(join(dir, '.npmrc'), `${registry.npmrc}\n`);
  const env = {
    ...process.env,
    THRYVE_REMOTE_URL: VERSIONED_REMOTE.manifestUrl,
    THRYVE_API_URL: E2E_URLS.api,
    THRYVE_AUTH_EMULATOR_URL: emulatorOrigin(),
  };
  const npm = (args: string[]) => run('npm', args, { cwd: dir, env, maxBuffer: 16 * 1024 * 1024 });
  const install = await timed(() => npm(['install', '--prefer-offline', '--no-audit', '--no-fund']));
  return { dir, env, npm, install };
}

export interface OutsideConsumer {
  /** Runs a command in the folder; never throws for a failing command: its exit code and output say. */
  exec(command: string, args: string[]): Promise<{ code: number; output: string }>;
  close(): void;
}

/** A project that only consumes the published contract (e.g. examples/outside-hosts/typescript: tsc, node). */
export async function createOutsideConsumer(name: string, registry: ContractRegistry): Promise<OutsideConsumer> {
  const { dir, env } = await installOutside(name, registry);
  return {
    exec: (command, args) =>
      run(command, args, { cwd: dir, env, maxBuffer: 16 * 1024 * 1024 }).then(
        ({ stdout, stderr }) => ({ code: 0, output: `${stdout}${stderr}`.trim() }),
        (error: { code?: number; stdout?: string; stderr?: string }) => ({
          code: typeof error.code === 'number' ? error.code : 1,
          output: `${error.stdout ?? ''}${error.stderr ?? ''}`.trim(),
        }),
      ),
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function createOutsideHost(kind: OutsideHostKind, registry: ContractRegistry): Promise<OutsideHost> {
  const { dir, npm, install } = await installOutside(kind, registry);
  const build = await timed(() => npm(['run', 'build']));

  const server: Server = await createStaticServer({
    dir: join(dir, SITE[kind]),
    runtimeConfig: {
      apiBaseUrl: E2E_URLS.api,
      authEmulatorUrl: emulatorOrigin(),
      authRemoteUrl: VERSIONED_REMOTE.manifestUrl,
    },
  });
  const port = outsideHostPort(kind);
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    url: `http://localhost:${port}`,
    timings: { install, build },
    installed: { react: installedVersion(dir, 'react') },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
