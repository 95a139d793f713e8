import fc from 'fast-check';

import { hasTooManyValues } from '../jsonBody';

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
