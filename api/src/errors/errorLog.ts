/**
 * What the logs may say about an error. Database errors quote personal data (drizzle's message, the query's
 * parameters; a PostgreSQL error's detail, the row's values): only their SQLSTATE and constraint, table and column
 * names are kept.
 */
export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Said instead of a database error's own message. */
export const WITHHELD = 'database error (message withheld: it may quote personal data)';
const MAX_CAUSES = 5;

type ErrorFields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** A server-side PostgreSQL/PGlite error: its message and detail may quote values. */
function isServerError(error: ErrorFields): boolean {
  return typeof error.code === 'string' && SQLSTATE.test(error.code) && 'severity' in error;
}

/** Drizzle's wrapper: its message is the query and its parameters. */
function isQueryWrapper(error: ErrorFields): boolean {
  return typeof error.query === 'string' && 'params' in error;
}

/** The stack's frames without its first lines, which repeat the message. */
function framesOnly(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/** pino serializer for `err`: like pino's own, but database errors keep only their code and names. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: String(error), stack: '' };
  const fields = error as ErrorFields;
  const type = (error as { constructor?: { name?: string } }).constructor?.name || 'Error';
  const sensitive = isServerError(fields) || isQueryWrapper(fields);
  const logged: LoggedError = {
    type,
    message: sensitive ? WITHHELD : (text(fields.message) ?? ''),
    stack: sensitive ? framesOnly(fields.stack) : (text(fields.stack) ?? ''),
    code: text(fields.code),
    statusCode: typeof fields.statusCode === 'number' ? fields.statusCode : undefined,
    constraint: text(fields.constraint),
    table: text(fields.table),
    column: text(fields.column),
  };
  if (fields.cause !== undefined && depth < MAX_CAUSES) logged.cause = serializeError(fields.cause, depth + 1);
  return Object.fromEntries(Object.entries(logged).filter(([, value]) => value !== undefined)) as LoggedError;
}
