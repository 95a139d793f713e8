// Builds the contract packages a platform team installs (@thryve/contract, @thryve/shared, @thryve/federation,
// @thryve/server) to
// JavaScript and .d.ts, and packs each with `npm pack` into .contract/<digest of the sources>/ (ignored by git): the tarballs
// publish-contract.mjs sends to a registry. Inside the monorepo the workspaces keep resolving TypeScript source (and
// stay `private`, so that no `npm publish` sends it); only the packed tarballs point their `exports` at the build.
//
// Built by tsup, a bundler made for libraries: each export an ES module (shared chunks between them), every
// dependency left external (the host installs and shares them), and each export's declarations bundled by
// rollup-plugin-dts from what the compiler checks, so the .d.ts files import nothing by a path a consumer's
// `moduleResolution` could read otherwise.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { BUILD_ENV } from '@thryve/contract/defaults';
import { build } from 'tsup';

const root = fileURLToPath(new URL('..', import.meta.url));
export const CONTRACT_DIR = join(root, '.contract');

/**
 * Per package: which exports run in Node (build-time helpers), the others being browser code, or whether all of it
 * runs anywhere (`neutral`: the contract, in Node and browsers alike). The contract comes first: the others depend
 * on it.
 */
const PACKAGES = [
  // ./defaults: the repository's local ports and demo project, for its own scripts.
  { dir: 'contract', nodeExports: [], privateExports: ['./defaults'], neutral: true },
  {
    dir: 'shared',
    nodeExports: [],
    privateExports: [
      './testing',
      './defaults',
      './first-screen',
      './first-screen/build',
      './first-screen/page-scripts/*',
    ],
  },
  { dir: 'federation', nodeExports: ['.'], privateExports: [] },
  // ./id-token: the ID token checks, one source for the packaged verifier and Thryve's API, which imports them.
  { dir: 'server', nodeExports: ['.', './express', './fastify', './webhooks'], privateExports: ['./id-token'] },
];

/** Build-time defaults of @thryve/shared's config: a partner's build has none, its page or code passes config. */
const NO_BUILD_ENV = Object.fromEntries(BUILD_ENV.map((key) => [`process.env.${key}`, 'undefined']));
/** Nor local defaults: a host that omits apiBaseUrl or the Firebase options gets an error naming them. */
const PACKED = { ...NO_BUILD_ENV, __THRYVE_PACKED__: 'true' };

const built = (source) => source.replace(/^\.\/src\//, './dist/').replace(/\.tsx?$/, '');

/**
 * The repository the packages are built from, as the CI that builds them names it: npm refuses a provenance
 * statement whose repository differs from the package's `repository`. None elsewhere (nothing to check it against).
 */
function repositoryUrl(env = process.env) {
  if (env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY)
    return `git+${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}.git`;
  if (env.CI_PROJECT_URL) return `git+${env.CI_PROJECT_URL}.git`;
  return null;
}

function publishedManifest(pkg, exportsMap, dir) {
  // Not published: `private` (the workspace flag), and `main`/`types` pointing at source (`exports` says it all).
  const rest = { ...pkg };
  for (const key of ['private', 'main', 'types', 'devDependencies']) delete rest[key];
  const exports = Object.fromEntries(
    Object.entries(exportsMap).map(([key, source]) => [
      key,
      { types: `${built(source)}.d.ts`, default: `${built(source)}.js` },
    ]),
  );
  const url = repositoryUrl();
  const repository = url ? { repository: { type: 'git', url, directory: dir } } : {};
  return { ...rest, ...repository, exports, files: ['dist', 'README.md'] };
}

async function buildPackage({ dir, nodeExports, privateExports, neutral = false }, destination) {
  const source = join(root, dir);
  const pkg = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
  const exportsMap = Object.fromEntries(Object.entries(pkg.exports).filter(([key]) => !privateExports.includes(key)));
  // Staged outside the repository: a second package.json named @thryve/* inside it would confuse module maps.
  const stage = mkdtempSync(join(tmpdir(), `thryve-pack-${dir}-`));

  try {
    // Entry names are the source paths under src/ without extension: `./src/http/apiClient.ts` -> dist/http/apiClient.js.
    const entries = (keys) =>
      Object.fromEntries(
        keys.map((key) => [
          exportsMap[key].replace(/^\.\/src\//, '').replace(/\.tsx?$/, ''),
          join(source, exportsMap[key]),
        ]),
      );
    const common = {
      format: 'esm',
      outDir: join(stage, 'dist'),
      target: 'es2022',
      skipNodeModulesBundle: true,
      removeNodeProtocol: false,
      tsconfig: join(source, 'tsconfig.build.json'),
      // tsup sets `baseUrl`, which TypeScript 6 deprecates; and it hands the tsconfig's relative rootDir to the
      // compiler unresolved, so the root is given whole.
      dts: { compilerOptions: { ignoreDeprecations: '6.0', rootDir: join(source, 'src') } },
      silent: true,
    };
    const browserKeys = Object.keys(exportsMap).filter((key) => !nodeExports.includes(key));
    if (browserKeys.length) {
      const platform = neutral ? 'neutral' : 'browser';
      await build({ ...common, entry: entries(browserKeys), platform, splitting: true, define: PACKED });
    }
    // Split too: the entries of one package share one copy of each module (its errors, its caches).
    if (nodeExports.length) await build({ ...common, entry: entries(nodeExports), platform: 'node', splitting: true });

    cpSync(join(source, 'README.md'), join(stage, 'README.md'));
    writeFileSync(join(stage, 'package.json'), `${JSON.stringify(publishedManifest(pkg, exportsMap, dir), null, 2)}\n`);
    const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', destination], { cwd: stage });
    const [{ filename }] = JSON.parse(packed.toString());
    return join(destination, filename);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

/**
 * A digest of all a pack is made from: every file of the packages (committed or new, not ignored), the build settings
 * they extend, this script, the lockfile (tsup, the compiler and every dependency) and the repository the manifests
 * name. Null outside a git checkout: nothing is then reused.
 */
function sourceDigest() {
  let listed;
  try {
    const paths = [
      ...PACKAGES.map(({ dir }) => dir),
      'tsconfig.base.json',
      'scripts/pack-contract.mjs',
      'package-lock.json',
    ];
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...paths], {
      cwd: root,
      encoding: 'utf8',
    });
  } catch {
    return null;
  }
  const hash = createHash('sha256').update(`${repositoryUrl()}\0`);
  for (const file of [...new Set(listed.split('\0').filter(Boolean))].sort()) {
    // A committed file deleted since is listed but gone: its absence is part of the sources.
    if (existsSync(join(root, file))) hash.update(`${file}\0`).update(readFileSync(join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds and packs every contract package into .contract/<digest of the sources>/; returns the tarballs' paths by
 * package name. `reuse`: the tarballs packed before from the very same sources, if any, without building again (what
 * the tests' registry does: the integration and the browser tests publish the same build).
 */
export async function packContract({ reuse = false } = {}) {
  const digest = sourceDigest();
  const destination = join(CONTRACT_DIR, digest ?? 'unversioned');
  const index = join(destination, 'tarballs.json');
  if (reuse && digest && existsSync(index)) return JSON.parse(readFileSync(index, 'utf8'));
  // Packs of other sources are stale: only the latest is kept.
  if (existsSync(CONTRACT_DIR)) {
    for (const entry of readdirSync(CONTRACT_DIR)) rmSync(join(CONTRACT_DIR, entry), { recursive: true, force: true });
  }
  mkdirSync(destination, { recursive: true });
  const tarballs = {};
  for (const pkg of PACKAGES) {
    const name = JSON.parse(readFileSync(join(root, pkg.dir, 'package.json'), 'utf8')).name;
    tarballs[name] = await buildPackage(pkg, destination);
  }
  // Written last: a pack cut short is never reused.
  writeFileSync(index, `${JSON.stringify(tarballs, null, 2)}\n`);
  return tarballs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tarballs = await packContract();
  for (const [name, file] of Object.entries(tarballs)) console.log(`${name}: ${file}`);
}
