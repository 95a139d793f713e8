import { useCallback, useEffect, useState } from 'react';

import type { RemoteLoader } from './authRemote';

export type RemoteModuleState<M> =
  { status: 'loading' } | { status: 'ready'; module: M } | { status: 'unavailable'; error: unknown };

// Modules already loaded, so that moving between screens does not flash 'Loading…' again.
const loadedModules = new Map<RemoteLoader<unknown>, unknown>();

function initialState<M>(load: RemoteLoader<M>): RemoteModuleState<M> {
  return loadedModules.has(load) ? { status: 'ready', module: loadedModules.get(load) as M } : { status: 'loading' };
}

/** Loads a federated module and offers `retry`, which starts a fresh attempt (no page reload). */
export function useRemoteModule<M>(load: RemoteLoader<M>): RemoteModuleState<M> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState<M>>(() => initialState(load));

  useEffect(() => {
    if (loadedModules.has(load)) return undefined;
    let active = true;
    load().then(
      (module) => {
        loadedModules.set(load, module);
        if (active) setState({ status: 'ready', module });
      },
      (error: unknown) => {
        if (active) setState({ status: 'unavailable', error });
      },
    );
    return () => {
      active = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    loadedModules.delete(load);
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, [load]);

  return { ...state, retry };
}
