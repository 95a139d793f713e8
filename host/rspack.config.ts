import { fileURLToPath } from 'node:url';

import { DEFAULT_PORTS } from '@thryve/shared/defaults';

import { createAppConfig } from '../rspack.config.base';
import { federation } from './module-federation.config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      dir: fileURLToPath(new URL('.', import.meta.url)),
      port: Number(process.env.HOST_PORT ?? DEFAULT_PORTS.host),
      federation,
      publicPath: '/',
    },
    argv,
  );
