import type { ReactNode } from 'react';

/** The `main` landmark of every host screen; `narrow` centres card-like screens (sign-in, fallbacks). */
export function Page({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <main className={narrow ? 'page page--narrow' : 'page'}>{children}</main>;
}
