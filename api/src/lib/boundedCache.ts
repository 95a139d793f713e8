/**
 * A Map that keeps at most `maxEntries`: beyond it, the least recently used entry goes first. Values are never
 * `undefined` (that is how `get` says "unknown", with one lookup).
 */
export class BoundedCache<K, V extends NonNullable<unknown> | null> {
  readonly #entries = new Map<K, V>();

  constructor(readonly maxEntries: number) {}

  /** The value, or undefined when unknown; a hit makes the entry the most recently used. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as K);
    this.#entries.set(key, value);
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
