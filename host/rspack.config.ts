import { fileURLToPath } from 'node:url';

import { rspack } from '@rspack/core';
import { DEFAULT_PORTS } from '@thryve/contract/defaults';
import { SUPPORTED_LOCALES } from '@thryve/contract/validation';
import { PRERENDERED_PAGE_FILE } from '@thryve/shared/first-screen';

import { createAppConfig } from '../rspack.config.base';
import { FirstScreenPagePlugin } from './firstScreenPage';
import { federation } from './module-federation.config';
import { FIRST_SCREEN_EXPOSES } from './src/remotes/firstScreen';

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
  // The page of the paths whose screen the remote prerenders (firstScreenPage.ts); first-screen.json says which, and
  // in which languages: those of the host's @thryve/shared, its default first.
  const { prerendered } = FIRST_SCREEN_EXPOSES;
  config.plugins = [
    ...(config.plugins ?? []),
    new rspack.HtmlRspackPlugin({
      template: fileURLToPath(new URL('index.html', import.meta.url)),
      filename: PRERENDERED_PAGE_FILE,
      minify: false,
    }),
    new FirstScreenPagePlugin({ ...FIRST_SCREEN_EXPOSES, prerendered: { ...prerendered, locales: SUPPORTED_LOCALES } }),
  ];
  return config;
};
