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
// The load under way for each loader, which every component using that loader waits for.
const pendingLoads = new Map<RemoteLoader<unknown>, Promise<unknown>>();

function initialState<M>(load: RemoteLoader<M>): RemoteModuleState<M> {
  return loadedModules.has(load) ? { status: 'ready', module: loadedModules.get(load) as M } : { status: 'loading' };
}

/**
 * The module of `load`: the one kept, else the answer of the load under way, else that of a new load. A component
 * mounted while another one's load is under way (a screen mounted afresh when the provider arrives replaces the one
 * that started loading it) gets that load's answer whenever it comes, before or after the component's effects run.
 */
function moduleOf<M>(load: RemoteLoader<M>): Promise<M> {
  if (loadedModules.has(load)) return Promise.resolve(loadedModules.get(load) as M);
  let pending = pendingLoads.get(load) as Promise<M> | undefined;
  if (!pending) {
    pending = load().then((module) => {
      if (!isRemoteFallbackModule(module)) loadedModules.set(load, module);
      return module;
    });
    pendingLoads.set(load, pending);
    const settled = () => {
      if (pendingLoads.get(load) === pending) pendingLoads.delete(load);
    };
    pending.then(settled, settled);
  }
  return pending;
}

/**
 * Loads a federated module and offers `retry`, which starts a fresh attempt (no page reload). The loader must try
 * afresh on each call, as `loadRemote` does; a bundler's `import('auth_remote/…')` remembers its first answer.
 */
export function useRemoteModule<M>(load: RemoteLoader<M>): RemoteModuleState<M> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState<M>>(() => initialState(load));

  useEffect(() => {
    let active = true;
    moduleOf(load).then(
      (module) => {
        if (!active) return;
        if (isRemoteFallbackModule(module)) {
          setState({ status: 'unavailable', error: module.error });
          return;
        }
        // A component that started with the kept module already shows it: no render again.
        setState((current) =>
          current.status === 'ready' && current.module === module ? current : { status: 'ready', module },
        );
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
