// The singletons a host and the auth remote share at runtime: one React, one Firebase app, one axios, one session
// (@thryve/shared, and from 2.0 its API client `@thryve/shared/http`) and one contract (@thryve/contract from 3.4: its
// catalogues and the texts added to them). Versions are read from the packages installed where the
// build runs, so that a host shares exactly what it bundles and the remote (built the same way) agrees on the major.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const SINGLETONS = {
  react: ['react', 'react/jsx-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  firebase: ['firebase/app', 'firebase/auth'],
  axios: ['axios'],
  '@thryve/shared': ['@thryve/shared', '@thryve/shared/http'],
  // Its entry only: its subpaths (the rules, the error catalogue, the Spanish texts) hold no state, and a bundler
  // whose federation loads every shared module at start (Vite's) would load them all with the first screen. Each
  // build then runs its own copy of a subpath, which reaches the catalogues of that build's entry by relative path,
  // the entry in use when that build's @thryve/shared is (the two are released at one version).
  '@thryve/contract': ['@thryve/contract'],
} as const;

export interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  version: string;
  /** The file provided, for an entry that code may never import by name (see `contractSubpath`). */
  import?: string;
}

interface InstalledPackage {
  version: string;
  exports?: Record<string, unknown>;
}

/** The installed package.json of `name`, looked up like Node does: node_modules of `from` and of each folder above. */
function installed(name: string, from: string): InstalledPackage | undefined {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as InstalledPackage;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * Packages a host may lack: @thryve/contract comes with @thryve/shared 3.4 (a host on 3.3 has none, and its remote
 * runs its own copy of the contract, which holds no session).
 */
const OPTIONAL = new Set<string>(['@thryve/contract']);

/**
 * Whether the installed package has `request` (a subpath is shared only where it exists: `/http` since 2.0), and the
 * package itself (a host whose @thryve/shared predates the contract package has no @thryve/contract).
 */
function provides(pkg: string, info: InstalledPackage, request: string): boolean {
  return request === pkg || info.exports === undefined || `.${request.slice(pkg.length)}` in info.exports;
}

/**
 * A subpath of the contract is provided by its file, not by its name. The bundlers provide a name only where code of
 * the build imports it by that name, and @thryve/shared reaches its own modules by relative path: a host whose code
 * never imports `@thryve/shared/http` would register no copy of it, and the remote (which does import it) would run
 * its own. Given as a file, the entry is always provided, and it is the very module the host's `@thryve/shared`
 * reaches by relative path: one API client whichever asks for it.
 */
function contractSubpath(pkg: string, request: string, root: string): string | undefined {
  if (pkg !== '@thryve/shared' || request === pkg) return undefined;
  return createRequire(join(resolve(root), 'package.json')).resolve(request);
}

export interface ThryveSharedOptions {
  /** Folder the packages are installed for (default: the working directory of the build). */
  root?: string;
  /**
   * Share `firebase/app` and `firebase/auth` themselves (default true: a host that calls Firebase itself gets the
   * one app and Auth instance of the contract, see docs/embedding/reference.md). A host that never imports Firebase may pass
   * false: Firebase then comes tree-shaken inside its `@thryve/shared`, the singleton that owns the one instance
   * (fewer bytes for such a host). The remote keeps sharing it either way.
   */
  firebase?: boolean;
}

/**
 * The `shared` block for a host's (or the remote's) ModuleFederationPlugin: every package of the contract as a
 * singleton of the installed version, requiring the same major.
 */
export function thryveShared(options: ThryveSharedOptions = {}): Record<string, SharedConfig> {
  const root = options.root ?? process.cwd();
  const block: Record<string, SharedConfig> = {};
  for (const [pkg, requests] of Object.entries(SINGLETONS)) {
    if (pkg === 'firebase' && options.firebase === false) continue;
    const info = installed(pkg, root);
    if (!info) {
      if (OPTIONAL.has(pkg)) continue;
      throw new Error(`[thryve] ${pkg} is not installed (looked from ${root} upwards)`);
    }
    const { version } = info;
    for (const request of requests) {
      if (!provides(pkg, info, request)) continue;
      const file = contractSubpath(pkg, request, root);
      block[request] = { singleton: true, requiredVersion: `^${version}`, version, ...(file && { import: file }) };
    }
  }
  return block;
}
