import type { AuthEvents } from './types';

type EventName = keyof AuthEvents;
type EventArgs<K extends EventName> = Parameters<NonNullable<AuthEvents[K]>>;

/**
 * The listeners of the typed events. A host's listener that throws is reported and does not stop the others, nor
 * the action that fired the event (the user is signed in whatever a listener does).
 */
export function createEmitter() {
  const listeners = new Set<AuthEvents>();
  return {
    add(events: AuthEvents): () => void {
      // A copy: each call registers its own entry, so the same object added twice fires twice and unregisters apart.
      const entry = { ...events };
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
    emit<K extends EventName>(name: K, ...args: EventArgs<K>): void {
      for (const events of [...listeners]) {
        const listener = events[name] as ((...values: EventArgs<K>) => void) | undefined;
        try {
          listener?.(...args);
        } catch (error) {
          console.error(`Thryve auth: an ${name} listener threw`, error);
        }
      }
    },
    clear(): void {
      listeners.clear();
    },
  };
}
