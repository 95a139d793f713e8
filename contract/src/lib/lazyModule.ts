import { AppError } from '../errors/AppError';

/** A part of the session's code that loads on demand (a chunk of its own), and what it gives once loaded. */
export interface LazyModule<T> {
  /** Loads it (once; a failed load is tried again on the next call). Rejects with `AppError('auth/unavailable')`. */
  load(): Promise<T>;
  /** What it gives if it has loaded, synchronously (a popup must open within the click). */
  loaded(): T | null;
}

/**
 * Wraps the bundler's `import()` of a chunk: one load at a time (the same promise for every caller while it loads, so
 * React can suspend on it), and a failed one is forgotten (the bundler forgets a chunk that could not be fetched, so a
 * retry fetches it again).
 */
export function lazyModule<M, T>(importChunk: () => Promise<M>, pick: (module: M) => T, what: string): LazyModule<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load() {
      if (loading) return loading;
      const promise: Promise<T> = importChunk().then(
        (module) => {
          loaded = pick(module);
          // React's `use` reads a settled promise's status and value and then gives the value without suspending,
          // so a component can call `use(load())` on every render, loaded or not.
          Object.assign(promise, { status: 'fulfilled', value: loaded });
          return loaded;
        },
        (cause: unknown) => {
          loading = null;
          throw new AppError('auth/unavailable', `Thryve: ${what} could not be loaded`, { cause });
        },
      );
      loading = promise;
      return promise;
    },
    loaded: () => loaded,
  };
}
