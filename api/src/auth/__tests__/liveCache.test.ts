import { LiveCache } from '../liveCache';

/** A change feed whose state the test sets; `reset` forgets what the caches keep, as a lost listener does. */
function feed(live = true) {
  const resets: (() => void)[] = [];
  return {
    live,
    onReset: (handler: () => void) => void resets.push(handler),
    reset(up: boolean) {
      this.live = up;
      for (const handler of resets) handler();
    },
  };
}

/** A source that counts its loads and answers each with the current `value`, released by the test when held. */
function source() {
  let value = 'v1';
  let hold: Promise<void> | null = null;
  const state = {
    loads: 0,
    set: (next: string) => void (value = next),
    holdNext() {
      let release = () => undefined as void;
      hold = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    load: async (key: string) => {
      state.loads += 1;
      const read = value;
      if (hold) {
        const held = hold;
        hold = null;
        await held;
      }
      return `${key}=${read}`;
    },
  };
  return state;
}

describe('LiveCache', () => {
  it('loads once per key, concurrent calls included, and answers from memory after', async () => {
    const data = source();
    const cache = new LiveCache(feed(), { max: 10, ttlMs: 60_000, load: data.load });
    expect(cache.peek('a')).toBeUndefined();
    expect(await Promise.all([cache.get('a'), cache.get('a')])).toEqual(['a=v1', 'a=v1']);
    expect(cache.peek('a')).toBe('a=v1');
    expect(data.loads).toBe(1);
  });

  it('keeps nothing read before a change it heard of while loading: the answer is read again', async () => {
    const data = source();
    const cache = new LiveCache(feed(), { max: 10, ttlMs: 60_000, load: data.load });
    const release = data.holdNext();
    const pending = cache.get('a');
    data.set('v2');
    cache.forget('a');
    release();
    expect(await pending).toBe('a=v2');
    expect(cache.peek('a')).toBeUndefined();
  });

  it('answers from the source only, and keeps nothing, while the feed does not listen; forgets all when it is lost', async () => {
    const data = source();
    const changes = feed(false);
    const cache = new LiveCache(changes, { max: 10, ttlMs: 60_000, load: data.load });
    await cache.get('a');
    await cache.get('a');
    expect(data.loads).toBe(2);
    changes.reset(true);
    await cache.get('a');
    expect(cache.peek('a')).toBe('a=v1');
    changes.reset(false);
    expect(cache.peek('a')).toBeUndefined();
    changes.reset(true);
    expect(cache.peek('a')).toBeUndefined();
  });

  it('passes failures on and keeps none of them', async () => {
    let fail = true;
    const cache = new LiveCache(feed(), {
      max: 10,
      ttlMs: 60_000,
      load: async (key) => {
        if (fail) throw Object.assign(new Error('down'), { code: 'down' });
        return key;
      },
    });
    await expect(cache.get('a')).rejects.toMatchObject({ code: 'down' });
    fail = false;
    expect(await cache.get('a')).toBe('a');
  });

  it('keeps nothing with a ttl of 0, and keeps an answer no longer than its own ttl', async () => {
    const data = source();
    const never = new LiveCache(feed(), { max: 10, ttlMs: 0, load: data.load });
    await never.get('a');
    expect(never.peek('a')).toBeUndefined();

    const expired = new LiveCache(feed(), { max: 10, ttlMs: 60_000, load: data.load, ttlOf: () => 0 });
    await expired.get('a');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(expired.peek('a')).toBeUndefined();
  });

  it('keeps at most `max` entries, the least recently used going first', async () => {
    const data = source();
    const cache = new LiveCache(feed(), { max: 2, ttlMs: 60_000, load: data.load });
    await cache.get('a');
    await cache.get('b');
    cache.peek('a');
    await cache.get('c');
    expect(cache.peek('a')).toBe('a=v1');
    expect(cache.peek('b')).toBeUndefined();
  });
});
