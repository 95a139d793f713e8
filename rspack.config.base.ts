// Everything host, auth-remote and the example host have in common. Each app's rspack.config.ts adds only its
// name, port and module-federation.config.ts.
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type ChunkGroup, type Compiler, type Configuration, type Module } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';

import { BUILD_ENV, DEFAULT_PORTS, emulatorUrl, localUrl } from '@thryve/contract/defaults';

import { PrecompressPlugin } from './scripts/lib/precompressPlugin.mjs';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

export interface AppOptions {
  /** Absolute directory of the app (holds src/ and index.html). */
  dir: string;
  /** Dev-server port (the production page server takes its port from its `--port`: page-server/src/serve.ts). */
  port: number;
  federation: FederationOptions;
  /** 'auto' for a remote (its chunks load from wherever its remoteEntry is); '/' for a host (deep links). */
  publicPath?: string;
  /** A second build of the app, written to this folder of dist/ (the first build's clean leaves it alone). */
  subdir?: string;
  /** Folders of dist/ written by the app's other builds (by name), which this build's clean keeps. */
  keep?: string[];
}

/** Build-time defaults of the runtime config (shared/src/config/config.ts); a page can override them at runtime. */
export function defineEnv(production: boolean): Record<string, string> {
  const defaults: Record<string, string> = {
    THRYVE_API_URL: `${localUrl(DEFAULT_PORTS.api)}/`,
    // Local builds talk to the emulator unless told otherwise; a real project sets this to ''.
    THRYVE_AUTH_EMULATOR_URL: emulatorUrl(DEFAULT_PORTS.authEmulator),
  };
  const entries = BUILD_ENV.map((key) => [
    `process.env.${key}`,
    JSON.stringify(process.env[key] ?? defaults[key] ?? ''),
  ]);
  entries.push(['process.env.NODE_ENV', JSON.stringify(production ? 'production' : 'development')]);
  return Object.fromEntries(entries);
}

const requireHere = createRequire(import.meta.url);

/**
 * The federation runtime as ES modules. The federation plugin resolves its runtime packages with require.resolve,
 * i.e. to their CommonJS builds, which the bundler cannot tree-shake: every entry then carries the whole runtime
 * (and the Node loading code that `target: 'web'` is meant to drop). Their ES builds sit beside them; pointing
 * both the bare names and the resolved .cjs files at them lets the build drop what is unused from the host's first
 * script and from remoteEntry.js. The runtime plugin that `provideExternalRuntime` adds is one of them: its CommonJS
 * build would bring CommonJS interop helpers and the runtime's `core` re-export files along.
 */
function federationRuntimeAsEsm(): Record<string, string> {
  const packages = [
    'webpack-bundler-runtime',
    'runtime',
    'runtime-core',
    'runtime-tools',
    'sdk',
    'error-codes',
    'inject-external-runtime-core-plugin',
  ];
  const aliases: Record<string, string> = {};
  for (const name of packages) {
    const cjs = requireHere.resolve(`@module-federation/${name}`);
    // error-codes names its ES build .mjs; the others .js.
    const esm = cjs.replace(/\.cjs$/, name === 'error-codes' ? '.mjs' : '.js');
    aliases[`${cjs}$`] = esm;
    aliases[`@module-federation/${name}$`] = esm;
  }
  return aliases;
}

/**
 * react-router's production build, as published (its package `exports` offer only the development one, which keeps
 * the development checks and messages).
 */
function reactRouterForProduction(): Record<string, string> {
  const dist = join(dirname(requireHere.resolve('react-router/package.json')), 'dist', 'production');
  return { 'react-router$': join(dist, 'index.mjs'), 'react-router/dom$': join(dist, 'dom-export.mjs') };
}

/** The file a consume-shared module falls back to (its identifier ends with `(fallback: <path>)`). */
const fallbackOf = (module: Module) => /\(fallback: (.+)\)$/.exec(module.identifier())?.[1];
/**
 * The file a child group of the entry provides as a shared module: its origin is the runtime's `provide shared
 * module (<scope>) <name>@<version> = <path>`. Undefined for the entry's own async boundary (`import('./bootstrap')`),
 * whichever chunks it happens to share with a provided module's group (e.g. a library split into React's chunk).
 */
const providedPathOf = (group: ChunkGroup) =>
  group.origins
    .map((origin) => /^provide shared module \(.*?\) .+? = (.+)$/.exec(origin.module?.identifier() ?? '')?.[1])
    .find((path) => path !== undefined);

/**
 * Lists, in the page's <head>, every chunk the app loads at startup, so that the browser fetches them together
 * with the entry script instead of after it has run: the chunks of the entry's async boundary
 * (`import('./bootstrap')`) and of the shared modules the app provides itself (loaded-first: its own react, … are
 * the ones used) that startup needs: those the boundary imports, and what they import in turn. A provided module
 * that only later code imports (`@thryve/shared/http` and axios: the API client, first used after the first
 * screen) is left out, as are the chunks of lazy routes and the fallbacks of consumed shared modules: they load on
 * demand.
 */
class PreloadStartupChunksPlugin {
  apply(compiler: Compiler) {
    const name = 'PreloadStartupChunksPlugin';
    compiler.hooks.compilation.tap(name, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
        const entry = compilation.entrypoints.get('main');
        if (!entry) return data;
        const inPage = new Set(entry.getFiles());
        const modulesOf = (group: ChunkGroup) =>
          group.chunks.flatMap((chunk) => compilation.chunkGraph.getChunkModules(chunk));
        const consumed = (modules: Module[]) => modules.map(fallbackOf).filter((path) => path !== undefined);
        const children = [...entry.childrenIterable].map((group) => ({
          group,
          modules: modulesOf(group),
          provides: providedPathOf(group),
        }));
        // The async boundary's groups are needed at startup; a provided shared module's group when something
        // needed at startup consumes it, and so on for what that module consumes in turn.
        const startup = children.filter((child) => child.provides === undefined);
        const needed = new Set(startup.flatMap(({ modules }) => consumed(modules)));
        const provided = children.filter((child) => child.provides !== undefined);
        for (let grown = true; grown;) {
          grown = false;
          for (const child of provided) {
            if (startup.includes(child) || !needed.has(child.provides as string)) continue;
            startup.push(child);
            for (const path of consumed(child.modules)) needed.add(path);
            grown = true;
          }
        }
        const files = new Set<string>();
        for (const { group } of startup) {
          for (const file of group.getFiles()) if (!inPage.has(file) && /\.(js|css)$/.test(file)) files.add(file);
        }
        const preloads = [...files].map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: data.publicPath + file },
        }));
        // The entry script first: as `defer` it would be fetched at low priority, behind the preloads (and HTTP/1.1
        // gives a page six connections per origin), though nothing can start before it has run.
        const headTags = data.headTags.map((tag) =>
          tag.tagName === 'script' && tag.attributes.src
            ? { ...tag, attributes: { ...tag.attributes, fetchpriority: 'high' } }
            : tag,
        );
        return { ...data, headTags: [...headTags, ...preloads] };
      });
    });
  }
}

/** The page's one React Refresh runtime, shared by the host's and the remote's bundles (see the file). */
const sharedRefreshRuntime = requireHere.resolve('./scripts/lib/reactRefreshRuntime.cjs');

/**
 * React Fast Refresh in development: an edited component re-renders in place, keeping its state (what was typed
 * in a form). A remote's components render with the host's react-dom, so both bundles must register them with the
 * one refresh runtime that react-dom reports to: each bundle's `react-refresh/runtime` becomes the shared one.
 */
function fastRefreshPlugins() {
  return [
    new rspack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, sharedRefreshRuntime),
    new ReactRefreshRspackPlugin({ exclude: [/[\\/]node_modules[\\/]/, sharedRefreshRuntime] }),
  ];
}

export function createAppConfig(options: AppOptions, argv: { mode?: string } = {}): Configuration {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';

  const { federation, keep } = options;
  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    entry: { main: './src/index.ts' },
    output: {
      path: join(options.dir, 'dist', options.subdir ?? ''),
      publicPath: options.publicPath ?? 'auto',
      uniqueName: String(federation.name),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      // Production maps go beside dist/, not in it: whatever serves or uploads dist/ cannot publish them.
      sourceMapFilename: production
        ? options.subdir
          ? `../../dist-maps/${options.subdir}/[file].map`
          : '../dist-maps/[file].map'
        : '[file].map',
      clean: keep ? { keep: (path: string) => path.split(sep).some((part) => keep.includes(part)) } : true,
    },
    // Hidden in production: no sourceMappingURL comment in the served files (no source handed out); the maps are kept for
    // reading a production stack trace (e.g. error tooling), never served.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: { ...federationRuntimeAsEsm(), ...(production ? reactRouterForProduction() : {}) },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              // Development: `refresh` has each component register itself with React Refresh.
              transform: {
                react: { runtime: 'automatic', development: !production, ...(production ? {} : { refresh: true }) },
              },
            },
            // `bugfixes`: the one Safari 15 bug (a parameter named like its function) is worked around where it occurs,
            // rather than every default parameter compiled to `arguments` reads.
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15', bugfixes: true },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|svg|webp|ico)$/, type: 'asset' },
      ],
    },
    plugins: [
      // Not minified: the static server replaces the <!--thryve-runtime-config--> comment with the page config.
      new rspack.HtmlRspackPlugin({ template: join(options.dir, 'index.html'), minify: false }),
      new PreloadStartupChunksPlugin(),
      new rspack.DefinePlugin(defineEnv(production)),
      new ModuleFederationPlugin({
        dts: false,
        manifest: true,
        ...federation,
        // Browser-only runtime: drops the runtime's Node loading code, which a page never runs.
        // Not `disableSnapshot`: remotes given by mf-manifest.json (ours) need the snapshot.
        experiments: {
          ...federation.experiments,
          optimization: { target: 'web', ...federation.experiments?.optimization },
        },
      }),
      ...(production ? [new PrecompressPlugin()] : fastRefreshPlugins()),
    ],
    optimization: { minimize: production },
    // Off: the dev server's lazy compilation asks the page's own origin to compile a lazy chunk, and a remote's
    // modules run on its hosts' pages (the sign-up rules' import() never resolved in `npm run dev`).
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      port: options.port,
      host: 'localhost',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
    },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}
