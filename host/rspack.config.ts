import { fileURLToPath } from 'node:url';

import { DEFAULT_PORTS } from '@thryve/shared/defaults';

import { createAppConfig } from '../rspack.config.base';
import { federation } from './module-federation.config';

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
  // React's own useSyncExternalStore for wouter, not the shim for React before 18 (0.3 KB br of every page, bench/README.md).
  const shim = fileURLToPath(new URL('./src/reactSyncExternalStore.ts', import.meta.url));
  config.resolve = {
    ...config.resolve,
    alias: { ...config.resolve?.alias, 'use-sync-external-store/shim/index.js$': shim },
  };
  // React's four shared modules (react, react-dom, react-dom/client, react/jsx-runtime, with scheduler) in one chunk:
  // the page needs all four before its first render, and one file compresses better than four.
  const react = {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    name: 'react',
    chunks: 'all',
    enforce: true,
  } as const;
  config.optimization = { ...config.optimization, splitChunks: { cacheGroups: { react } } };
  return config;
};
