// Builds a Node program of this repository (the API, the page server) into dist/: one ES module per entry, with its
// source map, that plain `node` runs from an install with production dependencies only. The packages named in the
// workspace's `dependencies` stay imports (npm installs them, native files and all); our workspaces it imports
// (@thryve/shared: TypeScript sources that Node cannot run) are compiled in, so they are build inputs only. Such a
// workspace is not declared in the package.json, not even as a dev dependency: npm would then link it into a
// production install (`npm ci --omit=dev -w @thryve/api`) with its own dependencies, the browser SDKs among them
// (330 MB against 101 MB for the API).
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

import { build } from 'esbuild';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Files the package ships beside dist/ (its `files`) and loads at run time from where they are, e.g. a CommonJS
 * file that gives its own folder: imported from dist/ by their relative path instead of copied into the bundle.
 */
function loadedBeside(packageDir, outdir, files) {
  const paths = new Set(files.map((file) => resolve(packageDir, file)));
  return {
    name: 'loaded-beside',
    setup(esbuild) {
      if (!paths.size) return;
      const filter = new RegExp(`(${files.map((file) => escape(basename(file))).join('|')})$`);
      esbuild.onResolve({ filter }, (args) => {
        const target = resolve(args.resolveDir, args.path);
        if (!paths.has(target)) return undefined;
        const path = relative(outdir, target).split(sep).join('/');
        return { path: path.startsWith('.') ? path : `./${path}`, external: true };
      });
    },
  };
}

/**
 * Bundles `entryPoints` (relative to `packageDir`) into `packageDir/dist/<name>.js`, replacing what was there. Each file is
 * written whole under a temporary name, then renamed: a process starting from dist/ during a build (tests, `npm
 * start` in another terminal) reads the old file or the new one, never half of one.
 */
export async function bundleNode({ packageDir, entryPoints, loadBeside = [] }) {
  const manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8'));
  const outdir = join(packageDir, 'dist');
  const result = await build({
    absWorkingDir: packageDir,
    entryPoints,
    outdir,
    // Every output at the top of dist/, so that a path relative to dist/ is relative to each of them.
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Stack traces name our source files and lines under `node --enable-source-maps`; the sources stay out of dist/.
    sourcemap: 'linked',
    sourcesContent: false,
    external: Object.keys(manifest.dependencies ?? {}),
    plugins: [loadedBeside(packageDir, outdir, loadBeside)],
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  // A package compiled in would be missing from the production install's view of licences and audits, and would
  // run a second copy beside the installed one: every package the code imports must be a dependency.
  const bundled = Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules/'));
  if (bundled.length) {
    throw new Error(
      `${manifest.name} imports packages that are not in its dependencies (add them there):\n  ${bundled.join('\n  ')}`,
    );
  }
  await mkdir(outdir, { recursive: true });
  const written = new Set();
  for (const { path, contents } of result.outputFiles) {
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, contents);
    await rename(partial, path);
    written.add(path);
  }
  for (const entry of await readdir(outdir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() && !written.has(path) && !path.endsWith('.partial')) await rm(path);
  }
}
