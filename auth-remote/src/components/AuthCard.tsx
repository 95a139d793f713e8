import type { ReactNode } from 'react';

import { Logo } from './Logo';
import './auth.css';

/** The frame of both screens: logo, brand, heading, then the form. */
export function AuthCard({
  heading,
  brandName,
  children,
}: {
  heading: string;
  brandName: string;
  children: ReactNode;
}) {
  return (
    <main className="thryve-auth">
      <section className="thryve-auth__card" aria-labelledby="thryve-auth-heading">
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
