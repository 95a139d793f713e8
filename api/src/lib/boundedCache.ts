interface Slot<V> {
  value: V;
  /** When it was last put at the newest end: the count of placements then. */
  placed: number;
}

/**
 * A Map that keeps at most `maxEntries`: beyond it, the entry read or written longest ago goes first. Values are
 * never `undefined` (that is how `get` says "unknown", with one lookup).
 *
 * A read moves its entry to the newest end only when the entry is no longer among the newest quarter: an entry there
 * is far from the end that is evicted, and moving it on every read (a delete and an insert into the Map) cost a GET
 * of the caller's profile about a tenth of its CPU (three reads each: token, refusals, profile; bench/README.md). So
 * an entry read at least once every `maxEntries / 4` placements is never evicted; below 4 entries every read moves
 * it, exactly least-recently-used.
 */
export class BoundedCache<K, V extends NonNullable<unknown> | null> {
  readonly #entries = new Map<K, Slot<V>>();
  readonly #moveAfter: number;
  #placements = 0;

  constructor(readonly maxEntries: number) {
    this.#moveAfter = Math.floor(maxEntries / 4);
  }

  /** The value, or undefined when unknown; a hit keeps the entry among the most recently used. */
  get(key: K): V | undefined {
    const slot = this.#entries.get(key);
    if (slot === undefined) return undefined;
    if (this.#placements - slot.placed >= this.#moveAfter) {
      this.#entries.delete(key);
      this.#place(key, slot);
    }
    return slot.value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as K);
    this.#place(key, { value, placed: 0 });
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  /** Deletes every entry the predicate picks: a walk over all of them, for rare events (an account deleted). */
  deleteWhere(predicate: (key: K, value: V) => boolean): void {
    for (const [key, slot] of this.#entries) if (predicate(key, slot.value)) this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  #place(key: K, slot: Slot<V>): void {
    slot.placed = ++this.#placements;
    this.#entries.set(key, slot);
  }
}
