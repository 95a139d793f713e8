import { useCallback, useEffect, useState } from 'react';

export type QueryState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `fetcher` when the component is shown and again on `retry`. `fetcher` must be stable (a module
 * function or a memoised callback); a request still running when the component goes away is aborted.
 */
export function useApiQuery<T>(fetcher: (signal: AbortSignal) => Promise<T>): QueryState<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [fetcher, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { ...state, retry };
}
