import type { Appearance } from '@thryve/shared';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';

import { mergeAppearance, resolveAppearance, type ResolvedAppearance } from './appearance';

/** The AuthProvider's appearance, for the screens under it. */
const AppearanceContext = createContext<Appearance | undefined>(undefined);
AppearanceContext.displayName = 'ThryveAppearanceContext';

export function AppearanceProvider({ appearance, children }: { appearance?: Appearance; children?: ReactNode }) {
  // Hosts often pass an inline object: a new value only when the content changes.
  const key = appearance === undefined ? null : JSON.stringify(appearance);
  const value = useMemo(() => (key === null ? undefined : (JSON.parse(key) as Appearance)), [key]);
  return <AppearanceContext.Provider value={value}>{children}</AppearanceContext.Provider>;
}

/** A screen's appearance: its own over its provider's, resolved to the root's attribute and custom properties. */
export function useAppearance(own: Appearance | undefined): ResolvedAppearance {
  const outer = useContext(AppearanceContext);
  const key = JSON.stringify(mergeAppearance(outer, own));
  const resolved = useMemo(() => resolveAppearance(JSON.parse(key) as Appearance), [key]);
  const ignored = resolved.ignored.map((name) => `variables.${name}`).join(', ');
  useEffect(() => {
    if (ignored)
      console.warn(`Thryve appearance: ignored ${ignored} (a value must be a non-empty string without ; { or })`);
  }, [ignored]);
  return resolved;
}
