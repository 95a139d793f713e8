import type { FastifyServerOptions } from 'fastify';

import { serializeError } from './errors/errorLog';

/** Never log tokens, passwords or pictures, wherever they appear. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.confirmPassword',
  '*.profilePicture',
  'req.body.password',
  'req.body.confirmPassword',
  'req.body.profilePicture',
];

export type LoggerSetting = boolean | { level?: string; stream?: NodeJS.WritableStream };

export function loggerOptions(setting: LoggerSetting): FastifyServerOptions['logger'] {
  if (setting === false) return false;
  const base = {
    level: 'info',
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // Every logged `err` goes through ours: database errors lose their parameters and details (personal data).
    serializers: { err: (error: unknown) => serializeError(error) },
  };
  return setting === true ? base : { ...base, ...setting };
}
