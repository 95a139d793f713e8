import { serializeError, WITHHELD } from '../errors/errorLog';

/** Shaped like pg's DatabaseError (and PGlite's): its detail quotes the row. */
function uniqueViolation(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "profiles_username_lower_key"'), {
    code: '23505',
    severity: 'ERROR',
    detail: 'Key (lower(username))=(ada_secret) already exists.',
    constraint: 'profiles_username_lower_key',
    table: 'profiles',
  });
}

/** Shaped like drizzle's DrizzleQueryError: its message is the query and its parameters. */
class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    override readonly cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`);
  }
}

describe('serializeError', () => {
  it('keeps only the code and names of a database error, never its message, detail or parameters', () => {
    const error = new DrizzleQueryError(
      'insert into "profiles" values ($1, $2)',
      ['ada_secret', 'ada@x.test'],
      uniqueViolation(),
    );
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: WITHHELD,
      cause: { code: '23505', constraint: 'profiles_username_lower_key', table: 'profiles', message: WITHHELD },
    });
    const text = JSON.stringify(logged);
    for (const secret of ['ada_secret', 'ada@x.test', 'Failed query', 'already exists'])
      expect(text).not.toContain(secret);
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it('keeps the message of other errors, a driver error behind drizzle included', () => {
    expect(serializeError(new TypeError('boom'))).toMatchObject({ type: 'TypeError', message: 'boom' });
    const closed = serializeError(new DrizzleQueryError('select 1', ['uid-1'], new Error('PGlite is closed')));
    expect(closed.cause).toMatchObject({ type: 'Error', message: 'PGlite is closed' });
    expect(JSON.stringify(closed)).not.toContain('uid-1');
    expect(serializeError('text')).toEqual({ type: 'string', message: 'text', stack: '' });
  });
});
