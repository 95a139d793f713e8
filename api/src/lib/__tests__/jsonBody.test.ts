import fc from 'fast-check';
import type { FastifyRequest } from 'fastify';

import { ApiError } from '../../errors/apiError';
import { hasTooManyValues, parseJsonBody } from '../jsonBody';

/** What the scan estimates, counted on the parsed value: each array or object, and each comma between entries. */
function structure(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, value.length - 1) + value.reduce((n, v) => n + structure(v), 0);
  if (value !== null && typeof value === 'object') {
    const entries = Object.values(value);
    return 1 + Math.max(0, entries.length - 1) + entries.reduce((n: number, v) => n + structure(v), 0);
  }
  return 0;
}

describe('hasTooManyValues', () => {
  it('counts the structure of any JSON text, strings (with their escapes) jumped over', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(40), (value, max) => {
        const text = JSON.stringify(value);
        expect(hasTooManyValues(text, max)).toBe(structure(value) > max);
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads a quote after an escaped backslash as the end of its string', () => {
    // The array and its two commas: 3.
    expect(hasTooManyValues('["a\\\\",1,2]', 3)).toBe(false);
    expect(hasTooManyValues('["a\\\\",1,2]', 2)).toBe(true);
    // An escaped quote does not end the string: one array, no commas outside it.
    expect(hasTooManyValues('["a\\",1,2,3"]', 1)).toBe(false);
    expect(hasTooManyValues('"[[[,,,\\"[[["', 0)).toBe(false);
  });

  it('leaves broken text to the parser', () => {
    expect(hasTooManyValues('["unterminated,,,,', 1)).toBe(false);
  });
});

describe('parseJsonBody', () => {
  /** What the parser answers for `bytes` sent with `contentType`: the body, or the error's code. */
  function parse(bytes: Buffer | string, contentType = 'application/json'): unknown {
    let answer: unknown;
    const request = { headers: { 'content-type': contentType } } as unknown as FastifyRequest;
    parseJsonBody(request, Buffer.from(bytes), (error, body) => {
      answer = error ? { code: (error as { code?: string }).code } : body;
    });
    return answer;
  }

  it('reads UTF-8, with or without a byte order mark, whatever name the charset gives UTF-8', () => {
    const json = Buffer.from('{"name":"José 😀"}');
    for (const contentType of [
      'application/json',
      'application/json; charset=utf-8',
      'application/json;charset=UTF8',
    ]) {
      expect(parse(json, contentType)).toEqual({ name: 'José 😀' });
    }
    expect(parse(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), json]))).toEqual({ name: 'José 😀' });
    expect(parse('{"name":"\\ufffd"}')).toEqual({ name: '\ufffd' });
  });

  it.each([
    ['a byte that starts no character', [0xff]],
    ['a sequence cut short', [0xc3]],
    ['an overlong encoding', [0xc0, 0xaf]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ['Latin-1 é', [0xe9]],
  ])('refuses %s with invalid_encoding (400), instead of storing U+FFFD', (_what, bytes) => {
    const body = Buffer.concat([Buffer.from('{"name":"Jos'), Buffer.from(bytes), Buffer.from('"}')]);
    expect(parse(body)).toEqual({ code: 'invalid_encoding' });
    expect(new ApiError('invalid_encoding').statusCode).toBe(400);
  });

  it.each(['latin1', 'ISO-8859-1', 'utf-16', 'windows-1252', 'no-such-charset'])(
    'refuses charset=%s with unsupported_charset (415), even for bytes that read the same',
    (charset) => {
      expect(parse('{"name":"Ada"}', `application/json; charset=${charset}`)).toEqual({ code: 'unsupported_charset' });
      expect(new ApiError('unsupported_charset').statusCode).toBe(415);
    },
  );
});
