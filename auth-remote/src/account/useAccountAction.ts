import { type AuthErrorEvent } from '@thryve/contract';
import { callListener } from '@thryve/shared';
import { useRef, useState } from 'react';

import type { ScreenMessage } from './screenMessage';

/**
 * One button's action: run once at a time (a second click while it runs does nothing), its failure shown (role
 * alert) and reported to `onError` once, `onDone` after success (outside the failure path: a host listener that
 * throws there does not turn the success into an error).
 */
export function useAccountAction<T>(
  action: () => Promise<T>,
  explain: (failure: unknown) => { message: ScreenMessage; event: AuthErrorEvent | null },
  onDone: (result: T) => void,
  onError: ((error: AuthErrorEvent) => void) | undefined,
) {
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<ScreenMessage | null>(null);
  const busy = useRef(false);

  async function run() {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    setError(null);
    let result: T;
    try {
      result = await action();
    } catch (failure) {
      const { message, event } = explain(failure);
      setError(message);
      if (event) callListener('onError', onError, event);
      return;
    } finally {
      busy.current = false;
      setRunning(false);
    }
    onDone(result);
  }

  return { run, running, error };
}
