import { safeReturnTo } from '../safeReturnTo';

describe('safeReturnTo', () => {
  it.each([
    ['/', '/'],
    ['/admin', '/admin'],
    ['/admin?tab=users#top', '/admin?tab=users#top'],
    ['/a/../b', '/b'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/path',
    '/\\evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'http://evil.com/',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '',
    null,
    undefined,
  ])('refuses %p', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});
