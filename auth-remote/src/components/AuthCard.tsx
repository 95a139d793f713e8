import { useMessages, type Appearance } from '@thryve/shared';
import type { ReactNode } from 'react';

import { useAppearance } from '../appearance/AppearanceContext';
import { Logo } from './Logo';
import './auth.css';

/**
 * The frame of both screens: logo, brand, heading, then the form. Its root carries the theme: the color scheme as
 * `data-color-scheme`, the appearance variables as inline custom properties (docs/theming.md).
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
  return (
    <main className="thryve-auth" lang={lang} data-color-scheme={colorScheme} style={style}>
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
    </main>
  );
}
