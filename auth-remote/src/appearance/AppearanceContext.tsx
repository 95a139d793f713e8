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
  // The provider's value is stable; a screen's own is often an inline object (or none): keyed by its content, so a
  // keystroke's re-render resolves nothing again.
  const ownKey = own === undefined ? null : JSON.stringify(own);
  const { resolved, ignored } = useMemo(() => {
    const value = resolveAppearance(
      mergeAppearance(outer, ownKey === null ? undefined : (JSON.parse(ownKey) as Appearance)),
    );
    return { resolved: value, ignored: value.ignored.map((name) => `variables.${name}`).join(', ') };
  }, [outer, ownKey]);
  useEffect(() => {
    if (ignored)
      console.warn(`Thryve appearance: ignored ${ignored} (a value must be a non-empty string without ; { or })`);
  }, [ignored]);
  return resolved;
}
