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
 * Groups of modules in chunks of their own, because a page loads several of the exposes that use them, and each
 * expose's chunk would otherwise carry a copy (rspack's default rules leave small modules in place):
 * - the appearance module (its context and CSS variables): the provider and every screen use it;
 * - in production, the provider and the hydration helpers: `./AuthProvider`, `./mount` and the screens use them, and
 *   a page with a prerendered screen loads all three. Not in development: there a chunk of their own takes React
 *   Fast Refresh's boundary away from the screens, and saving a screen's component reloads the page.
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
    test: /[\\/]src[\\/](provider[\\/]|components[\\/]hydration)/,
    name: 'provider',
    chunks: 'async',
    enforce: true,
  } as const;
  const cacheGroups: Record<string, OptimizationSplitChunksCacheGroup> =
    config.mode === 'production' ? { appearance, provider } : { appearance };
  return { ...config, optimization: { ...config.optimization, splitChunks: { cacheGroups } } };
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
