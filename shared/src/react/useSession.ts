import type { SessionSnapshot } from '@thryve/contract';
import { useSyncExternalStore } from 'react';

import { pageSessionSnapshot, watchPageSession } from '../session/pageSession';

/**
 * The page's session snapshot `{ status, user, role }` in any React component, with or without `<AuthProvider>`
 * above it: it reads the one session store directly. For hosts whose tree the provider's context cannot reach (a
 * remote rendered with its own React, `mount`, bridge-react). Starts the session from the page config when
 * nothing has started it yet (call `configure` first to use another). Before any session can start (nothing
 * configured it, and the page config lacks an option: a provider that passes the config has not rendered yet), it
 * says `{ status: 'loading', user: null, role: null }`, and follows the session once one starts. It never throws.
 */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(watchPageSession, pageSessionSnapshot, pageSessionSnapshot);
}
