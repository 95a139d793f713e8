import { fileURLToPath } from 'node:url';

import type { Configuration, OptimizationSplitChunksCacheGroup } from '@rspack/core';
import { DEFAULT_PORTS, HOST_RUNTIME_DIR } from '@thryve/contract/defaults';

import { createAppConfig, defineEnv, type AppOptions } from '../rspack.config.base';
import { federation } from './module-federation.config';
import { PrerenderScreensPlugin } from './prerender';

/**
 * The remote's two builds, from the same sources:
 * - `standalone`, in `dist/`: the remote any host loads (its remoteEntry.js carries the federation runtime);
 * - `withHostRuntime`, in `dist/host-runtime/`: the same remote for hosts that provide it their federation runtime
 *   (`experiments.provideExternalRuntime`, as the Thryve host does). Its remoteEntry.js leaves the runtime out, so
 *   the page downloads and runs one federation runtime, not two. In any other host it cannot start.
 * In production each has its sign-in and sign-up screens prerendered beside it (prerender.ts).
 */
export function remoteBuilds(argv: { mode?: string }): { standalone: Configuration; withHostRuntime: Configuration } {
  const app: AppOptions = {
    dir: fileURLToPath(new URL('.', import.meta.url)),
    port: Number(process.env.AUTH_REMOTE_PORT ?? DEFAULT_PORTS.remote),
    federation,
  };
  const build = (config: Configuration) => {
    const production = withSharedChunks(config);
    return production.mode === 'production' ? withPrerenderedScreens(production) : production;
  };
  return {
    standalone: build(createAppConfig({ ...app, keep: [HOST_RUNTIME_DIR] }, argv)),
    withHostRuntime: build(
      createAppConfig(
        {
          ...app,
          subdir: HOST_RUNTIME_DIR,
          federation: { ...federation, experiments: { ...federation.experiments, externalRuntime: true } },
        },
        argv,
      ),
    ),
  };
}

/**
 * Groups of modules in a chunk of their own, because a page loads several of the exposes that use them, and each
 * expose's chunk would otherwise carry a copy (rspack's default rules leave small modules in place):
 * - in production, one chunk for the provider, the appearance module (its context and CSS variables), the hydration
 *   helpers and the first screen's attributes: `./AuthProvider`, `./mount` and every screen use them, and every page
 *   loads the provider, so one file serves them all (one file compresses better than three);
 * - in development, the appearance module alone: a chunk of their own would take React Fast Refresh's boundary away
 *   from the screens that use the provider's modules, and saving a screen's component would reload the page.
 * The other modules the screens share are left to the default rules: no page loads two screens.
 */
function withSharedChunks(config: Configuration): Configuration {
  const appearance = {
    test: /[\\/]src[\\/]appearance[\\/]/,
    name: 'appearance',
    chunks: 'async',
    enforce: true,
  } as const;
  const provider = {
    test: /[\\/](src[\\/](appearance|provider)[\\/]|src[\\/]components[\\/]hydration|first-screen[\\/]attributes)/,
    name: 'provider',
    chunks: 'async',
    enforce: true,
  } as const;
  const production = config.mode === 'production';
  const cacheGroups: Record<string, OptimizationSplitChunksCacheGroup> = production ? { provider } : { appearance };
  // As the host's build: exports used within the build renamed by use, the most used shortest.
  const mangleExports = production ? ('size' as const) : false;
  return { ...config, optimization: { ...config.optimization, mangleExports, splitChunks: { cacheGroups } } };
}

/** A production build with its sign-in and sign-up screens prerendered beside it (prerender.ts). */
function withPrerenderedScreens(config: Configuration): Configuration {
  return { ...config, plugins: [...(config.plugins ?? []), new PrerenderScreensPlugin(defineEnv(true))] };
}

/** Both in production; the dev server serves the standalone remote only. */
export default (_env: unknown, argv: { mode?: string }) => {
  const { standalone, withHostRuntime } = remoteBuilds(argv);
  return standalone.mode === 'production' ? [standalone, withHostRuntime] : standalone;
};
