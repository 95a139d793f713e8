import { render, screen } from '@testing-library/react';
import { AuthContext } from '@thryve/shared';
import { fakeAuth } from '@thryve/shared/testing';

import { Logo } from '../Logo';

/** The `src` the logo loads for a host's `logoUrl`, or null when Thryve's own mark is drawn instead. */
function loadedFrom(logoUrl: string): string | null {
  const value = fakeAuth();
  const { unmount } = render(
    <AuthContext.Provider value={{ ...value, config: { ...value.config, logoUrl } }}>
      <Logo title="Acme" />
    </AuthContext.Provider>,
  );
  const image = screen.getByRole('img', { name: 'Acme' });
  const src = image.tagName === 'IMG' ? image.getAttribute('src') : null;
  unmount();
  return src;
}

describe("a host's logoUrl", () => {
  it.each([
    ['https://cdn.example.com/acme.svg', 'https://cdn.example.com/acme.svg'],
    ['HTTPS://cdn.example/logo.png', 'HTTPS://cdn.example/logo.png'],
    ['/brand/acme.png', '/brand/acme.png'],
    ['/brand/../acme.png', '/acme.png'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
  ])('%s loads (from %s)', (logoUrl, src) => {
    expect(loadedFrom(logoUrl)).toBe(src);
  });

  it.each([
    // Another origin written as a path: browsers read a backslash as a slash, and drop a tab.
    '/\\evil.example/logo.png',
    '/\tevil.example/logo.png',
    '/\t/evil.example/logo.png',
    '/\\\\evil.example/logo.png',
    '//evil.example/logo.png',
    '/%2f%2fevil.example/logo.png',
    // Mixed content on an https page.
    'http://cdn.example.com/acme.svg',
    'HTTP://cdn.example.com/acme.svg',
    'http:/cdn.example.com/acme.svg',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/x-icon;base64,AAABAA==',
    'logo.png',
  ])("%s is refused: Thryve's mark is drawn", (logoUrl) => {
    expect(loadedFrom(logoUrl)).toBeNull();
  });
});
