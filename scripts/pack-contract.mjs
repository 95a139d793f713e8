// Builds the contract packages a platform team installs (@thryve/shared, @thryve/federation, @thryve/server) to
// JavaScript and .d.ts, and packs each with `npm pack` into .contract/ (ignored by git): the tarballs
// publish-contract.mjs sends to a registry. Inside the monorepo the workspaces keep resolving TypeScript source (and stay `private`, so that no
// `npm publish` sends it); only the packed tarballs point their `exports` at the build.
//
// Why esbuild + tsc rather than one bundler that does both: esbuild (already in the tree) bundles each export to
// one ES module with shared chunks, keeping every dependency external (the host installs and shares them); tsc
// is the compiler that checks the source anyway, so the declarations are exactly the checked types.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { BUILD_ENV } from '@thryve/shared/defaults';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const CONTRACT_DIR = join(root, '.contract');

/** Per package: which exports run in Node (build-time helpers); the others are browser code. */
const PACKAGES = [
  { dir: 'shared', nodeExports: [], privateExports: ['./testing', './defaults'] },
  { dir: 'federation', nodeExports: ['.'], privateExports: [] },
  { dir: 'server', nodeExports: ['.', './express', './fastify', './webhooks'], privateExports: [] },
];

/** Build-time defaults of @thryve/shared's config: a partner's build has none, its page or code passes config. */
const NO_BUILD_ENV = Object.fromEntries(BUILD_ENV.map((key) => [`process.env.${key}`, 'undefined']));
/** Nor local defaults: a host that omits apiBaseUrl or the Firebase options gets an error naming them. */
const PACKED = { ...NO_BUILD_ENV, __THRYVE_PACKED__: 'true' };

/**
 * Our sources import each other without extensions (the bundlers and `moduleResolution: bundler` resolve them), so
 * tsc writes `from './config/config'` into the .d.ts. A consumer on `moduleResolution: node16`/`nodenext` resolves
 * an ES package's relative imports like Node does: only full file names. Each relative specifier of the
 * declarations becomes the file it names (`./config/config.js`, or `./session/index.js` for a folder), which both
 * resolutions accept (tsc maps `.js` to the `.d.ts` beside it).
 */
function withFullSpecifiers(declaration, file) {
  return declaration.replace(
    /(\bfrom\s*|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g,
    (match, head, quote, specifier) => {
      if (/\.(m|c)?js$/.test(specifier)) return match;
      const base = join(dirname(file), specifier);
      const full = existsSync(`${base}.d.ts`)
        ? `${specifier}.js`
        : existsSync(join(base, 'index.d.ts'))
          ? `${specifier}/index.js`
          : null;
      if (!full) throw new Error(`${file}: the declaration imports ${specifier}, which was not emitted`);
      return `${head}${quote}${full}${quote}`;
    },
  );
}

function rewriteDeclarations(dir) {
  for (const entry of readdirSync(dir, { recursive: true })) {
    if (!entry.endsWith('.d.ts')) continue;
    const file = join(dir, entry);
    writeFileSync(file, withFullSpecifiers(readFileSync(file, 'utf8'), file));
  }
}

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

async function buildPackage({ dir, nodeExports, privateExports }) {
  const source = join(root, dir);
  const pkg = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
  const exportsMap = Object.fromEntries(Object.entries(pkg.exports).filter(([key]) => !privateExports.includes(key)));
  // Staged outside the repository: a second package.json named @thryve/* inside it would confuse module maps.
  const stage = mkdtempSync(join(tmpdir(), `thryve-pack-${dir}-`));

  try {
    const entries = (keys) => keys.map((key) => join(source, exportsMap[key]));
    const common = {
      bundle: true,
      format: 'esm',
      packages: 'external',
      outdir: join(stage, 'dist'),
      outbase: join(source, 'src'),
      target: 'es2022',
      jsx: 'automatic',
      logLevel: 'warning',
    };
    const browserKeys = Object.keys(exportsMap).filter((key) => !nodeExports.includes(key));
    if (browserKeys.length) {
      await build({
        ...common,
        entryPoints: entries(browserKeys),
        platform: 'browser',
        splitting: true,
        define: PACKED,
      });
    }
    // Split too: the entries of one package share one copy of each module (its errors, its caches).
    if (nodeExports.length) {
      await build({ ...common, entryPoints: entries(nodeExports), platform: 'node', splitting: true });
    }

    execFileSync(
      join(root, 'node_modules/.bin/tsc'),
      ['-p', join(source, 'tsconfig.build.json'), '--outDir', join(stage, 'dist')],
      { stdio: 'inherit' },
    );
    rewriteDeclarations(join(stage, 'dist'));
    cpSync(join(source, 'README.md'), join(stage, 'README.md'));
    writeFileSync(join(stage, 'package.json'), `${JSON.stringify(publishedManifest(pkg, exportsMap, dir), null, 2)}\n`);
    const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', CONTRACT_DIR], { cwd: stage });
    const [{ filename }] = JSON.parse(packed.toString());
    return join(CONTRACT_DIR, filename);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

/** Builds and packs every contract package; returns the tarballs' paths by package name. */
export async function packContract() {
  mkdirSync(CONTRACT_DIR, { recursive: true });
  const tarballs = {};
  for (const pkg of PACKAGES) {
    const name = JSON.parse(readFileSync(join(root, pkg.dir, 'package.json'), 'utf8')).name;
    tarballs[name] = await buildPackage(pkg);
  }
  return tarballs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tarballs = await packContract();
  for (const [name, file] of Object.entries(tarballs)) console.log(`${name}: ${file}`);
}
