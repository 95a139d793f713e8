import { useMessages, type Appearance } from '@thryve/shared';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

import { useAppearance } from '../appearance/AppearanceContext';
import { Logo } from './Logo';
import './auth.css';

// A page's own main landmark, and the landmarks a main must not sit inside (axe: landmark-main-is-top-level).
const MAIN = 'main, [role="main"]';
const OTHER_LANDMARKS =
  'aside, nav, header, footer, dialog, section[aria-label], section[aria-labelledby], [role="complementary"], ' +
  '[role="navigation"], [role="banner"], [role="contentinfo"], [role="region"], [role="search"], [role="form"], ' +
  '[role="dialog"]';

/** Whether the screen's root should be the page's `main`: the page has none of its own and no landmark holds it. */
function shouldBeMain(root: HTMLElement): boolean {
  const others = [...root.ownerDocument.querySelectorAll(MAIN)].filter(
    (main) => main !== root && !main.closest('[hidden]'),
  );
  return others.length === 0 && root.parentElement?.closest(OTHER_LANDMARKS) == null;
}

/**
 * The frame of every screen: logo, brand, heading, then the form. Its root carries the theme: the color scheme as
 * `data-color-scheme`, the appearance variables as inline custom properties (docs/theming.md).
 *
 * A good guest: the root is a `div` that takes `role="main"` only when the page has no main landmark of its own
 * (one page, one main: axe's landmark-one-main and region rules hold on both kinds of page). The role is set on
 * the element after each render, before the browser paints: no element changes type, so nothing is remounted.
 */
export function AuthCard({
  heading,
  brandName,
  appearance,
  wide = false,
  children,
}: {
  heading: string;
  brandName: string;
  /** The screen's own appearance (its provider's is read from context). */
  appearance?: Appearance;
  /** A wider card, for the sign-up form's rows of fields. */
  wide?: boolean;
  children: ReactNode;
}) {
  const { colorScheme, style } = useAppearance(appearance);
  // The screen's language for screen readers and hyphenation, when a locale was asked (else the page's stands).
  const { lang } = useMessages();
  const rootRef = useRef<HTMLDivElement>(null);
  // No dependencies: a page that added or removed its own main meanwhile is followed at the screen's next render.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    if (shouldBeMain(root)) root.setAttribute('role', 'main');
    else root.removeAttribute('role');
  });
  return (
    <div ref={rootRef} className="thryve-auth" lang={lang} data-color-scheme={colorScheme} style={style}>
      <section
        className={wide ? 'thryve-auth__card thryve-auth__card--wide' : 'thryve-auth__card'}
        aria-labelledby="thryve-auth-heading"
      >
        <div className="thryve-auth__brand">
          <Logo title={brandName} />
          <span className="thryve-auth__brand-name" aria-hidden="true">
            {brandName}
          </span>
        </div>
        <h1 id="thryve-auth-heading" className="thryve-auth__heading">
          {heading}
        </h1>
        {children}
      </section>
    </div>
  );
}
