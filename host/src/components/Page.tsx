import type { ReactNode } from 'react';

/**
 * The `main` landmark of every host screen; `narrow` centres card-like screens (sign-in, fallbacks). The remote's
 * screens are not wrapped in it: each is the page's main itself when the page has none (RemoteScreen).
 */
export function Page({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <main className={narrow ? 'page page--narrow' : 'page'}>{children}</main>;
}
