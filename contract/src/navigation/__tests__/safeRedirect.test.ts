import { safeRedirect } from '../safeRedirect';

describe('safeRedirect', () => {
  it.each([
    ['/', '/'],
    ['/admin', '/admin'],
    ['/admin?tab=users#top', '/admin?tab=users#top'],
    ['/settings?tab=1', '/settings?tab=1'],
    ['/reports?week=12&sort=desc#chart', '/reports?week=12&sort=desc#chart'],
    ['/a/../b', '/b'],
    ['/search?q=a%20b', '/search?q=a%20b'],
    ['/search?next=%2Freports', '/search?next=%2Freports'],
    ['/files/50%25', '/files/50%25'],
    ['/https:evil.example', '/https:evil.example'],
    ['/caf\u00e9', '/caf%C3%A9'],
  ])('keeps the same-origin path %p as %p', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    // Other origins, written plainly.
    'https://evil.example',
    'http://evil.example/',
    'https:evil.example',
    'https:/evil.example',
    '//evil.example',
    '//evil.example/path',
    '////evil.example',
    '///evil.example',
    // Schemes that run or carry content.
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'data:text/html;base64,PHNjcmlwdD4=',
    // Backslashes, which browsers read as slashes.
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/ok\\..\\evil',
    // Control characters, which browsers drop (tab, newline, CR) or stop at.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    '/\u0085/evil.example',
    // Spaces around the value, which parsers strip.
    ' /evil',
    ' //evil.example',
    '/admin ',
    '\t/admin',
    // Encoded slashes, backslashes and control characters, which a later decoding would bring back.
    '/%2f%2fevil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/%5cevil',
    '/%5Cevil',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0d/evil.example',
    '/%252f%252fevil.example',
    '/%25252f%25252fevil.example',
    // Normalisation that produces `//`.
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/./\\evil.example',
    // Not a path at all.
    'evil.example',
    'foo',
    './foo',
    '../foo',
    '?next=/admin',
    '#top',
    '',
    ' ',
    null,
    undefined,
  ])('refuses %p', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it('refuses what is not a string (a host calling it from plain JavaScript)', () => {
    expect(safeRedirect(42 as unknown as string)).toBeNull();
    expect(safeRedirect(['/admin'] as unknown as string)).toBeNull();
  });

  it('gives an answer that is itself safe: applying the rule again changes nothing', () => {
    for (const value of ['/a/../b', '/search?q=a b', '/x/./y?z=1#w', '/caf\u00e9']) {
      const once = safeRedirect(value);
      expect(once).not.toBeNull();
      expect(safeRedirect(once)).toBe(once);
    }
  });
});
