import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & {
  to: string;
  children: ReactNode;
};

/**
 * A link to one of the host's routes: a plain click navigates in the page, a modified or middle click (or a `target`)
 * is left to the browser. Built from react-router's own `useHref` and `useLinkClickHandler` rather than its `Link`,
 * which also brings its prefetching and data-router code onto every page, the sign-in page included.
 */
export function RouterLink({ to, target, children, ...rest }: RouterLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return (
    <a {...rest} href={href} target={target} onClick={onClick}>
      {children}
    </a>
  );
}
