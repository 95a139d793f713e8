import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, realpathSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has no lock of its own: two processes on one folder damage it for good. So the folder holds a lock file
 * naming its owner (pid, and on Linux the process start time, which tells a reused pid apart). A lock whose owner is
 * dead (kill -9, power loss) is taken over. Why not proper-lockfile: its lock is refreshed by a timer, and PGlite runs
 * queries synchronously on the event loop, so a long query would let another process declare a live lock stale; and
 * after kill -9 it refuses every start until its stale timeout passes. A native flock needs a compiler.
 */
export const LOCK_FILE_NAME = 'thryve-api.lock';

interface Owner {
  pid: number;
  startedAt: string | null;
  token: string;
}

export interface DataDirLock {
  /** Removes the lock file if it is still ours. Idempotent. */
  release(): void;
}

/** A folder this process holds, by real path: opening it a second time here is refused too. */
const held = new Map<string, string>();

class DataDirLockedError extends Error {
  readonly code = 'data_dir_locked';
}

/** State and start time (clock ticks since boot) of a process (Linux); null where /proc does not have it. */
function processStat(pid: number): { state: string; startedAt: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields 3 and 22, counted after the command name, which may contain spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], startedAt: fields[19] };
  } catch {
    return null;
  }
}

const processStartTime = (pid: number) => processStat(pid)?.startedAt ?? null;

function isAlive(owner: Owner): boolean {
  // Our own pid in a lock we do not hold: left by an earlier process that had the same pid (e.g. pid 1 in a container).
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = processStat(owner.pid);
  if (stat?.state === 'Z') return false; // killed, not yet reaped by its parent
  return !(owner.startedAt && stat && stat.startedAt !== owner.startedAt);
}

function readOwner(path: string): { raw: string; owner: Owner | null } | null {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const owner = JSON.parse(raw) as Owner;
    return { raw, owner: Number.isInteger(owner.pid) && owner.pid > 0 ? owner : null };
  } catch {
    return { raw, owner: null };
  }
}

function removeFile(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Creates `path` with `content` atomically (a hard link of a finished file): no reader ever sees it half-written. */
function createExclusive(path: string, content: string): boolean {
  const temp = `${path}.${process.pid}.${randomUUID()}.tmp`;
  writeFileSync(temp, content);
  try {
    linkSync(temp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

/** Removes the lock at `path` if its owner is dead; false when another process is doing that right now. */
function removeIfDead(path: string): boolean {
  const guard = `${path}.takeover`;
  const me: Owner = { pid: process.pid, startedAt: processStartTime(process.pid), token: randomUUID() };
  // Only one process removes a dead lock at a time, so none can remove a lock another has just created.
  if (!createExclusive(guard, JSON.stringify(me))) {
    const other = readOwner(guard);
    if (other && (!other.owner || !isAlive(other.owner))) removeFile(guard);
    return false;
  }
  try {
    const current = readOwner(path);
    if (current && !(current.owner && isAlive(current.owner))) removeFile(path);
    return true;
  } finally {
    removeFile(guard);
  }
}

function lockedMessage(dataDir: string, owner: Owner | null): string {
  const who = owner ? ` (pid ${owner.pid})` : '';
  return (
    `The database folder ${dataDir} is in use by another Thryve API${who}, e.g. a running npm start. ` +
    `Stop it first, or give this one another folder with DATA_DIR.`
  );
}

/** Takes the folder's lock or throws DataDirLockedError at once; the folder must exist. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const key = realpathSync(dataDir);
  if (held.has(key)) {
    throw new DataDirLockedError(
      `The database folder ${dataDir} is already open in this process: close it before opening it again.`,
    );
  }
  const path = join(key, LOCK_FILE_NAME);
  const me: Owner = { pid: process.pid, startedAt: processStartTime(process.pid), token: randomUUID() };
  let last: Owner | null = null;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (createExclusive(path, JSON.stringify(me))) {
      held.set(key, me.token);
      releaseAtExit();
      return { release: () => release(key, path, me.token) };
    }
    const current = readOwner(path);
    if (!current) continue;
    last = current.owner;
    if (current.owner && isAlive(current.owner)) break;
    if (!removeIfDead(path)) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new DataDirLockedError(lockedMessage(dataDir, last));
}

let exitHookInstalled = false;

/** A process that exits without closing the database leaves no lock behind (kill -9 does: it is taken over). */
function releaseAtExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const [key, token] of held) release(key, join(key, LOCK_FILE_NAME), token);
  });
}

function release(key: string, path: string, token: string): void {
  if (held.get(key) !== token) return;
  held.delete(key);
  if (readOwner(path)?.owner?.token === token) removeFile(path);
}
