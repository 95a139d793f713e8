import { useId, type ReactNode } from 'react';

/** One part of the account screen: a region named by its heading. */
export function AccountSection({
  heading,
  danger = false,
  children,
}: {
  heading: string;
  /** The danger zone: set apart in the danger color. */
  danger?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      className={danger ? 'thryve-account__section thryve-account__section--danger' : 'thryve-account__section'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="thryve-account__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}
