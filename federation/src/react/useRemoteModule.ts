import { useCallback, useEffect, useState } from 'react';

import { isRemoteFallbackModule } from '../runtime/remoteFallback';

/**
 * Loads one federated module, e.g. `() => loadRemote('auth_remote/SignIn')`. Define it once (module scope): it is
 * the key under which the loaded module is kept. It may reject, or resolve with the fallback module of
 * `offlineRemotePlugin`: both mean the remote is unavailable.
 */
export type RemoteLoader<M> = () => Promise<M>;

export type RemoteModuleState<M> =
  { status: 'loading' } | { status: 'ready'; module: M } | { status: 'unavailable'; error: unknown };

// Modules already loaded, so that moving between screens does not flash 'Loading…' again.
const loadedModules = new Map<RemoteLoader<unknown>, unknown>();

function initialState<M>(load: RemoteLoader<M>): RemoteModuleState<M> {
  return loadedModules.has(load) ? { status: 'ready', module: loadedModules.get(load) as M } : { status: 'loading' };
}

/**
 * Loads a federated module and offers `retry`, which starts a fresh attempt (no page reload). The loader must try
 * afresh on each call, as `loadRemote` does; a bundler's `import('auth_remote/…')` remembers its first answer.
 */
export function useRemoteModule<M>(load: RemoteLoader<M>): RemoteModuleState<M> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState<M>>(() => initialState(load));

  useEffect(() => {
    if (loadedModules.has(load)) return undefined;
    let active = true;
    load().then(
      (module) => {
        if (isRemoteFallbackModule(module)) {
          if (active) setState({ status: 'unavailable', error: module.error });
          return;
        }
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
