import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { rspack, type Chunk, type ChunkGroup } from '@rspack/core';
import { DEFAULT_PORTS } from '@thryve/contract/defaults';
import { SUPPORTED_LOCALES } from '@thryve/contract/validation';
import { PRERENDERED_PAGE_FILE } from '@thryve/shared/first-screen';

import { createAppConfig } from '../rspack.config.base';
import { FirstScreenPagePlugin } from './firstScreenPage';
import { federation } from './module-federation.config';
import { FIRST_SCREEN_EXPOSES } from './src/remotes/firstScreen';

/**
 * Whether a chunk group's origin is a start-up boundary: the entry's `import('./bootstrap')`, or the host's own
 * `@thryve/shared` or `@thryve/contract` (provided, or its fallback when consumed), which the start-up imports.
 */
function isStartup(origin: ChunkGroup['origins'][number]): boolean {
  const from = origin.module?.identifier() ?? '';
  if (origin.request === './bootstrap') return from.endsWith(`${sep}src${sep}index.ts`);
  return /^(provide|consume) shared module \(default\) @thryve\/(shared|contract)@/.test(from);
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
  // What the page runs before its first render, in one file: React's four shared modules (react, react-dom,
  // react-dom/client, react/jsx-runtime, with scheduler) and the router; in production also the host's start-up (the
  // async boundary `import('./bootstrap')`) and `@thryve/shared` as the host provides it, all in the entry chunk
  // itself (main.js, beside the federation runtime). The page loads them all at once, and one file compresses better
  // than several: brotli reads each part against the others. Only their code moves: the start-up still runs behind
  // the async boundary, once the runtime has settled which copy of each shared module is used. The cost: main.js lists
  // the other chunks' hashes, so a new build of the host renames it, React included, whatever changed.
  const production = config.mode === 'production';
  const name = production ? 'main' : 'react';
  const react = {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
    name,
    chunks: 'all',
    enforce: true,
  } as const;
  const startup = {
    chunks: (chunk: Chunk) => [...chunk.groupsIterable].some((group) => group.origins.some(isStartup)),
    type: 'javascript/auto',
    name,
    enforce: true,
  } as const;
  const cacheGroups: Record<string, typeof react | typeof startup> = production ? { react, startup } : { react };
  // Exports used within the build renamed by use, the most used shortest (`size`): shorter than the names the
  // default gives from their own names, and the same from build to build while a module and its users stay the same.
  const mangleExports = production ? ('size' as const) : false;
  config.optimization = { ...config.optimization, mangleExports, splitChunks: { cacheGroups } };
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
