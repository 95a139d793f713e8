import { Buffer } from 'node:buffer';

import { decodeWithAtob, decodeWithBuffer } from '../picture';

const withBuffer = (text: string) => decodeWithBuffer(text, Buffer);

/** What each decoder must give: the bytes, or null for text that is not strict base64. */
const CASES: [string, string, number[] | null][] = [
  ['empty', '', []],
  ['no padding', 'AAEC', [0, 1, 2]],
  ['one =', 'AAE=', [0, 1]],
  ['two =', 'AA==', [0]],
  ['+ and /', '+/+/', [0xfb, 0xff, 0xbf]],
  ['three =', 'A===', null],
  ['= inside', 'AA==AAEC', null],
  ['a length that is not a multiple of 4', 'AAE', null],
  ['a space', 'AA E', null],
  ['a tab', 'AA\tE', null],
  ['a newline', 'AAE\n', null],
  ['a form feed', 'A\fAE', null],
  ['a carriage return', '\rAAE', null],
  ['base64url -', 'AA-_', null],
  ['base64url _', 'AAA_', null],
  ['a character outside the alphabet', 'AA*E', null],
  ['a non-ASCII letter', 'AAéE', null],
  ['a NUL', 'AA\0E', null],
];

describe('strict base64 decoding', () => {
  it.each(CASES)('%s', (_name, text, bytes) => {
    for (const decode of [decodeWithAtob, withBuffer]) {
      const decoded = decode(text);
      expect(decoded && Array.from(decoded)).toEqual(bytes);
    }
  });

  it('gives the same answer with Buffer as with atob for any short text', () => {
    // Every string of up to 8 characters over a small alphabet mixing base64, padding and what must be refused.
    const alphabet = ['A', 'g', '9', '+', '/', '=', '-', ' ', '*'];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    let refused = 0;
    for (let round = 0; round < 20_000; round += 1) {
      const text = Array.from({ length: next() % 9 }, () => alphabet[next() % alphabet.length]).join('');
      const fromAtob = decodeWithAtob(text);
      const fromBuffer = withBuffer(text);
      expect([text, fromBuffer && Array.from(fromBuffer)]).toEqual([text, fromAtob && Array.from(fromAtob)]);
      if (fromAtob === null) refused += 1;
    }
    // Both outcomes were exercised.
    expect(refused).toBeGreaterThan(1_000);
    expect(refused).toBeLessThan(19_000);
  });
});
