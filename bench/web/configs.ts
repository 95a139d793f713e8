// The four production builds the web bench compares, each into bench/web/dist/<name> (never the apps' own dist,
// which the browser tests and `npm start` serve): the composed host and remote, the single bundle, the floor.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { HOST_RUNTIME_DIR } from '@thryve/contract/defaults';

import { remoteBuilds } from '../../auth-remote/rspack.config';
import hostConfig from '../../host/rspack.config';

export type BuildName = 'auth-remote' | 'host' | 'single' | 'floor';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
export const distOf = (name: BuildName) => here(`./dist/${name}`);

const PRODUCTION = { mode: 'production' };

function into(config: Configuration, name: BuildName, subdir = ''): Configuration {
  return { ...config, output: { ...config.output, path: join(distOf(name), subdir) }, devtool: false };
}

/** The host as deployed, without its federation: `auth_remote/*` come from the remote's source. */
function singleConfig(): Configuration {
  const host = hostConfig(undefined, PRODUCTION);
  // Not the host's chunk groups (React's startup chunk): one file here, and the floor below must stay one file.
  const { splitChunks: _hostChunks, ...optimization } = host.optimization ?? {};
  return into(
    {
      ...host,
      optimization,
      // No async boundary: nothing to negotiate without federation.
      entry: { main: here('../../host/src/bootstrap.tsx') },
      output: { ...host.output, uniqueName: 'single' },
      resolve: {
        ...host.resolve,
        alias: { ...host.resolve?.alias, '@module-federation/enhanced/runtime$': here('./singleRemoteRuntime.ts') },
      },
      plugins: [
        ...(host.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
        // One file, as the name says: the app's own lazy loads (the sign-up rules) stay inside it.
        new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
    },
    'single',
  );
}

/** React + react-dom + Firebase Auth + axios, bundled alone from a minimal entry: what no app can go below. */
function floorConfig(): Configuration {
  const single = singleConfig();
  return into(
    {
      ...single,
      context: here('./floor'),
      entry: { main: here('./floor/entry.ts') },
      output: { ...single.output, uniqueName: 'floor' },
      resolve: { extensions: single.resolve?.extensions },
      plugins: [],
    },
    'floor',
  );
}

export function configOf(name: BuildName): Configuration {
  if (name === 'host') return into(hostConfig(undefined, PRODUCTION), 'host');
  // The remote's build the host loads (it provides the federation runtime), where `npm start` serves it.
  if (name === 'auth-remote') return into(remoteBuilds(PRODUCTION).withHostRuntime, 'auth-remote', HOST_RUNTIME_DIR);
  return name === 'single' ? singleConfig() : floorConfig();
}
