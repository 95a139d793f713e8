import type { Database } from '../client';
import { readThrough, writeThrough, writerMemoryOf } from '../writerMemory';

const pglite = { kind: 'pglite' } as Database;

/** A promise resolved from outside: the test decides when the "database" answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('writer memory', () => {
  it('exists only for PGlite, one per database handle', () => {
    expect(writerMemoryOf({ kind: 'postgres' } as Database)).toBeNull();
    expect(writerMemoryOf(pglite)).toBe(writerMemoryOf(pglite));
    expect(writerMemoryOf({ kind: 'pglite' } as Database)).not.toBe(writerMemoryOf(pglite));
  });

  it('keeps nothing from a read that a write overtook: the write decides what is remembered', async () => {
    const memory = writerMemoryOf({ kind: 'pglite' } as Database)!;
    const kept: string[] = [];
    const slowRead = deferred<string>();
    const read = readThrough(
      memory,
      undefined,
      () => slowRead.promise,
      (value) => kept.push(`read ${value}`),
    );
    await writeThrough(
      memory,
      async () => 'new',
      (outcome) => kept.push(`write ${outcome}`),
    );
    slowRead.resolve('old'); // the read's answer comes back after the write committed
    expect(await read).toBe('old');
    expect(kept).toEqual(['write new']);
  });

  it('keeps a read with no write in between, answers from what is known, and tells the write when it failed', async () => {
    const memory = writerMemoryOf({ kind: 'pglite' } as Database)!;
    const kept: unknown[] = [];
    expect(
      await readThrough(
        memory,
        undefined,
        async () => 'row',
        (value) => kept.push(value),
      ),
    ).toBe('row');
    expect(
      await readThrough(
        memory,
        'known',
        async () => 'never asked',
        (value) => kept.push(value),
      ),
    ).toBe('known');
    const failing = writeThrough(
      memory,
      () => Promise.reject(new Error('down')),
      (outcome) => kept.push(outcome),
    );
    await expect(failing).rejects.toThrow('down');
    expect(kept).toEqual(['row', undefined]);
  });
});
