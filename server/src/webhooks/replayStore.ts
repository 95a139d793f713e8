import { LRUCache } from 'lru-cache';

/**
 * Where a receiver notes the message ids it handled, so that a replayed or redelivered message is not handled twice.
 * In memory by default (one process); a backend of several instances passes one over its shared store (Redis `SET NX
 * PX`, a unique key in its database).
 */
export interface ReplayStore {
  /** Takes `id` for `ttlMs`: false when it is already taken (handled, or being handled). */
  claim(id: string, ttlMs: number): boolean | Promise<boolean>;
  /** Gives `id` back after its handler failed, so that the sender's retry is handled. */
  release(id: string): void | Promise<void>;
}

/** A ReplayStore in this process's memory, at most `max` ids. */
export function memoryReplayStore(max = 50_000): ReplayStore {
  const ids = new LRUCache<string, true>({ max, ttl: 1, ttlAutopurge: false });
  return {
    claim(id, ttlMs) {
      if (ids.has(id)) return false;
      ids.set(id, true, { ttl: ttlMs });
      return true;
    },
    release: (id) => void ids.delete(id),
  };
}
