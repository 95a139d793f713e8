import { fileURLToPath } from 'node:url';

import { createAppConfig } from '../../rspack.config.base';
import { federation } from './module-federation.config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      dir: fileURLToPath(new URL('.', import.meta.url)),
      port: Number(process.env.EMBED_HOST_PORT ?? 3002),
      federation,
      publicPath: '/',
    },
    argv,
  );
