import type { AuthEvents } from '@thryve/contract';

type EventName = keyof AuthEvents;
type EventArgs<K extends EventName> = Parameters<NonNullable<AuthEvents[K]>>;

/**
 * Calls one host listener. A listener that throws is reported and changes nothing: the action that fired the
 * event stands (the user is signed in whatever a listener does), and no second event (onError) follows.
 */
export function callListener<A extends unknown[]>(
  name: string,
  listener: ((...args: A) => void) | undefined,
  ...args: A
): void {
  try {
    listener?.(...args);
  } catch (error) {
    console.error(`Thryve auth: an ${name} listener threw`, error);
  }
}

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
        callListener(name, events[name] as ((...values: EventArgs<K>) => void) | undefined, ...args);
      }
    },
    clear(): void {
      listeners.clear();
    },
  };
}
