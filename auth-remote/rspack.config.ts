import { fileURLToPath } from 'node:url';

import type { Configuration } from '@rspack/core';
import { DEFAULT_PORTS, HOST_RUNTIME_DIR } from '@thryve/shared/defaults';

import { createAppConfig, type AppOptions } from '../rspack.config.base';
import { federation } from './module-federation.config';

/**
 * The remote's two builds, from the same sources:
 * - `standalone`, in `dist/`: the remote any host loads (its remoteEntry.js carries the federation runtime);
 * - `withHostRuntime`, in `dist/host-runtime/`: the same remote for hosts that provide it their federation runtime
 *   (`experiments.provideExternalRuntime`, as the Thryve host does). Its remoteEntry.js is 9 KB br smaller and the
 *   page runs one federation runtime, not two (bench/README.md, issue 16). In any other host it cannot start.
 */
export function remoteBuilds(argv: { mode?: string }): { standalone: Configuration; withHostRuntime: Configuration } {
  const app: AppOptions = {
    dir: fileURLToPath(new URL('.', import.meta.url)),
    port: Number(process.env.AUTH_REMOTE_PORT ?? DEFAULT_PORTS.remote),
    federation,
  };
  return {
    standalone: createAppConfig({ ...app, keep: [HOST_RUNTIME_DIR] }, argv),
    withHostRuntime: createAppConfig(
      {
        ...app,
        subdir: HOST_RUNTIME_DIR,
        federation: { ...federation, experiments: { ...federation.experiments, externalRuntime: true } },
      },
      argv,
    ),
  };
}

/** Both in production; the dev server serves the standalone remote only. */
export default (_env: unknown, argv: { mode?: string }) => {
  const { standalone, withHostRuntime } = remoteBuilds(argv);
  return standalone.mode === 'production' ? [standalone, withHostRuntime] : standalone;
};
