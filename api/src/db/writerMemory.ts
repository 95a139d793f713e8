import { BoundedCache } from '../lib/boundedCache';
import type { Database } from './client';
import type { ProfileRow } from './schema';

/** Enough for the active users of one instance; beyond it the least recently used are read again when needed. */
const MAX_USERS = 10_000;

/**
 * What a process remembers of the rows of the database it alone writes: profiles (null: not registered) and, per
 * user, which sign-ins (auth_time) this deployment refused. Every change of those rows goes through this process,
 * so the memory is never behind the database; `writes` lets a read that raced a write leave no stale entry behind.
 */
export interface WriterMemory {
  profiles: BoundedCache<string, ProfileRow | null>;
  refusals: BoundedCache<string, Map<number, boolean>>;
  writes: number;
}

const memories = new WeakMap<Database, WriterMemory>();

/**
 * The memory of a PGlite database, shared by every app built on the same handle; null for PostgreSQL. A PGlite
 * folder belongs to one process (it is locked), so this process sees every write. PostgreSQL is written by every
 * instance and the role command: there each request asks the database, so what one instance wrote holds at once on
 * all of them.
 */
export function writerMemoryOf(database: Database): WriterMemory | null {
  if (database.kind !== 'pglite') return null;
  let memory = memories.get(database);
  if (!memory) {
    memory = { profiles: new BoundedCache(MAX_USERS), refusals: new BoundedCache(MAX_USERS), writes: 0 };
    memories.set(database, memory);
  }
  return memory;
}

/**
 * Reads through the memory: a miss asks the database and keeps the answer unless a write started meanwhile (the
 * answer may then be older than the write). Failures are not kept.
 */
export async function readThrough<T>(
  memory: WriterMemory,
  cached: T | undefined,
  load: () => Promise<T>,
  keep: (value: T) => void,
): Promise<T> {
  if (cached !== undefined) return cached;
  const writes = memory.writes;
  const value = await load();
  if (memory.writes === writes) keep(value);
  return value;
}

/** Runs a write: reads that started before it keep nothing; `after` records its outcome (or forgets on failure). */
export async function writeThrough<T>(
  memory: WriterMemory,
  write: () => Promise<T>,
  after: (outcome: T | undefined) => void,
): Promise<T> {
  memory.writes += 1;
  let outcome: T | undefined;
  try {
    outcome = await write();
    return outcome;
  } finally {
    memory.writes += 1;
    after(outcome);
  }
}
