import { BoundedCache } from '../boundedCache';

describe('BoundedCache', () => {
  it('keeps at most maxEntries, forgetting the least recently used first', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('keeps an entry read at least every maxEntries / 4 placements, however many others come and go', () => {
    const cache = new BoundedCache<string, number>(8);
    cache.set('hot', 0);
    for (let i = 1; i <= 100; i += 1) {
      cache.set(`cold-${i}`, i);
      if (i % 2 === 0) expect(cache.get('hot')).toBe(0);
    }
    expect(cache.size).toBe(8);
    // The cold ones went oldest first: the newest seven are there, the one before them is not.
    expect(cache.get('cold-94')).toBe(94);
    expect(cache.get('cold-93')).toBeUndefined();
  });

  it('tells a stored null from a missing entry, and forgets deleted ones', () => {
    const cache = new BoundedCache<string, number | null>(2);
    cache.set('none', null);
    expect(cache.get('none')).toBeNull();
    expect(cache.get('missing')).toBeUndefined();
    cache.delete('none');
    expect(cache.get('none')).toBeUndefined();
  });

  it('replaces a value without counting the key twice', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('a', 2);
    cache.set('b', 3);
    expect(cache.get('a')).toBe(2);
    expect(cache.size).toBe(2);
  });

  it('deletes the entries a predicate picks, by key or value', () => {
    const cache = new BoundedCache<string, number>(8);
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.set(key, value);
    cache.deleteWhere((key, value) => key === 'a' || value === 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, undefined]);
    expect(cache.size).toBe(1);
  });
});
