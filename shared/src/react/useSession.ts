import { useSyncExternalStore } from 'react';

import { startSession } from '../session/pageSession';
import type { SessionSnapshot } from '../types/session';

/**
 * The page's session snapshot `{ status, user, role }` in any React component, with or without `<AuthProvider>`
 * above it: it reads the one session store directly. For hosts whose tree the provider's context cannot reach (a
 * remote rendered with its own React, `mount`, bridge-react). Starts the session from the page config when
 * nothing has started it yet (call `configure` first to use another).
 */
export function useSession(): SessionSnapshot {
  const store = startSession();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
