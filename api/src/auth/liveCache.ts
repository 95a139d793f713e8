import { LRUCache } from 'lru-cache';

import type { ChangeChannel } from '../db/changes';
import type { ChangeFeed } from './changeFeed';

export interface LiveCacheOptions<V> {
  /** Entries kept at most; beyond it the least recently used goes. */
  max: number;
  /** How long an answer is reused; 0: never kept, every call loads. */
  ttlMs: number;
  load: (key: string) => Promise<V>;
  /** The time an answer may be reused for, when it is shorter than `ttlMs` (a token's expiry). */
  ttlOf?: (value: V) => number;
}

/** Enough for the active users of one instance; the least recently used goes first beyond it. */
export const MAX_USERS = 10_000;
/**
 * For answers whose every change is announced and forgets them at once: the expiry only bounds what a change that went
 * unheard (a bug, an operator's manual SQL) could leave behind.
 */
const ANNOUNCED_TTL_MS = 5 * 60 * 1000;

/** What answers from memory needs of the change feed; ALWAYS for a source whose answers no write changes. */
type Trust = Pick<ChangeFeed, 'live' | 'onReset'>;

export const ALWAYS: Trust = { live: true, onReset: () => undefined };

/** A failure of the source itself, told apart from lru-cache's own rejection of a load forgotten under way. */
class LoadFailure {
  constructor(readonly error: unknown) {}
}

/**
 * Answers of a source kept in memory (lru-cache: bounded, expiring, one load per key at a time), used only while
 * `feed` listens to the database's changes: otherwise each call loads from the source. Every entry is dropped when the
 * feed is lost or listens again, so nothing older than the last time it started listening is ever answered.
 */
export class LiveCache<V extends NonNullable<unknown>> {
  readonly #cache: LRUCache<string, V>;
  readonly #feed: Trust;
  readonly #load: (key: string) => Promise<V>;
  readonly #keeps: boolean;

  constructor(feed: Trust, options: LiveCacheOptions<V>) {
    const { ttlOf } = options;
    this.#feed = feed;
    this.#load = options.load;
    this.#keeps = options.ttlMs > 0;
    this.#cache = new LRUCache<string, V>({
      max: options.max,
      ttl: Math.max(options.ttlMs, 1),
      fetchMethod: async (key, _stale, { options: entry }) => {
        let value: V;
        try {
          value = await options.load(key);
        } catch (error) {
          throw new LoadFailure(error);
        }
        // At least 1 ms: lru-cache reads a ttl of 0 as "never expires".
        if (ttlOf) entry.ttl = Math.max(1, Math.min(options.ttlMs, ttlOf(value)));
        return value;
      },
    });
    feed.onReset(() => this.#cache.clear());
  }

  /** The answer at once when it is in memory (and memory is trusted); otherwise undefined. */
  peek(key: string): V | undefined {
    return this.#feed.live ? this.#cache.get(key) : undefined;
  }

  /** The answer from memory, or loaded (and kept); concurrent calls for one key share one load, failures not kept. */
  async get(key: string): Promise<V> {
    if (!this.#keeps || !this.#feed.live) return this.#load(key);
    try {
      const value = await this.#cache.fetch(key);
      if (value !== undefined) return value;
    } catch (error) {
      if (error instanceof LoadFailure) throw error.error;
    }
    // The entry was forgotten while it loaded (a change of it, or memory reset): what was read may be older than
    // the change. Read again, without keeping it.
    return this.#load(key);
  }

  /** Forgets the key (its change was announced): the next call loads it, and a load under way keeps nothing. */
  forget(key: string): void {
    this.#cache.delete(key);
  }
}

/**
 * Each user's answer kept in memory while the feed listens; any instance's change of the user, announced on `channel`
 * (db/changes.ts), forgets it everywhere.
 */
export function announcedCache<V extends NonNullable<unknown>>(
  feed: ChangeFeed,
  channel: ChangeChannel,
  load: (uid: string) => Promise<V>,
): LiveCache<V> {
  const cache = new LiveCache(feed, { max: MAX_USERS, ttlMs: ANNOUNCED_TTL_MS, load });
  feed.on(channel, (uid) => cache.forget(uid));
  return cache;
}
