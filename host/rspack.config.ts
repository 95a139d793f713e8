import { fileURLToPath } from 'node:url';

import { rspack, type Compiler } from '@rspack/core';
import { DEFAULT_PORTS, FIRST_SCREEN_EXPOSES_FILE } from '@thryve/shared/defaults';
import { SUPPORTED_LOCALES } from '@thryve/shared/validation';

import { createAppConfig } from '../rspack.config.base';
import { federation } from './module-federation.config';
import { FIRST_SCREEN_EXPOSES } from './src/remotes/firstScreen';

/**
 * Writes first-screen-exposes.json beside index.html: the remote's modules each path's first screen needs, from the
 * same source as the page's own preloadRemote (src/remotes/firstScreen.ts). The static server reads it to list
 * those modules' files in the page, so they load with the host's chunks, and to put a prerendered screen in the page
 * in the language the host will show it in: one of `locales`, the languages of the host's @thryve/shared, its
 * default first.
 */
class FirstScreenExposesPlugin {
  apply(compiler: Compiler) {
    const name = 'FirstScreenExposesPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { prerendered } = FIRST_SCREEN_EXPOSES;
        const json = JSON.stringify({
          ...FIRST_SCREEN_EXPOSES,
          prerendered: { ...prerendered, locales: SUPPORTED_LOCALES },
        });
        compilation.emitAsset(FIRST_SCREEN_EXPOSES_FILE, new rspack.sources.RawSource(json));
      });
    });
  }
}

export default (_env: unknown, argv: { mode?: string }) => {
  const config = createAppConfig(
    {
      dir: fileURLToPath(new URL('.', import.meta.url)),
      port: Number(process.env.HOST_PORT ?? DEFAULT_PORTS.host),
      federation,
      publicPath: '/',
    },
    argv,
  );
  // React's four shared modules (react, react-dom, react-dom/client, react/jsx-runtime, with scheduler) and the
  // router in one chunk: the page needs them all before its first render, and one file compresses better than five.
  const react = {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
    name: 'react',
    chunks: 'all',
    enforce: true,
  } as const;
  config.optimization = { ...config.optimization, splitChunks: { cacheGroups: { react } } };
  config.plugins = [...(config.plugins ?? []), new FirstScreenExposesPlugin()];
  return config;
};
