import { type Passkey } from '@thryve/contract';
import { useAuth } from '@thryve/shared';
import { useCallback, useEffect, useState } from 'react';

type ListState = { status: 'loading' } | { status: 'ready'; passkeys: Passkey[] } | { status: 'error'; error: unknown };

/**
 * The signed-in user's passkeys (`listPasskeys`), read when the section is shown and again on `reload` (after an
 * addition or a removal, so the list is the API's). An answer arriving after the section went away is dropped.
 */
export function usePasskeyList() {
  const { listPasskeys } = useAuth();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ListState>({ status: 'loading' });

  useEffect(() => {
    if (!listPasskeys) return;
    let current = true;
    listPasskeys().then(
      (passkeys) => current && setState({ status: 'ready', passkeys }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [listPasskeys, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  // Keeps the list shown while it is read again: the row just added or removed changes in place.
  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  return { state, retry, reload };
}
