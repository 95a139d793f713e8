import { randomUUID } from 'node:crypto';
import {
  linkSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has no lock of its own: two processes on one folder damage it for good. So the folder holds a lock file
 * naming its owner (pid, and on Linux the process start time, which tells a reused pid apart). A lock whose owner is
 * dead (kill -9, power loss) is taken over. Why not proper-lockfile: its lock is refreshed by a timer, and PGlite runs
 * queries synchronously on the event loop, so a long query would let another process declare a live lock stale; and
 * after kill -9 it refuses every start until its stale timeout passes. A native flock needs a compiler.
 *
 * A pid means nothing in another pid namespace (another container on a shared volume, or this container restarted):
 * there the owner is judged by its lock's age instead. The owner refreshes it every REFRESH_MS; older than STALE_MS,
 * it is abandoned. So two containers never open one folder, and a restarted container starts once its old lock is
 * STALE_MS old (a long PGlite query cannot hold the event loop that long).
 */
export const LOCK_FILE_NAME = 'thryve-api.lock';

interface Owner {
  pid: number;
  startedAt: string | null;
  token: string;
  /** The owner's pid namespace (Linux, e.g. `pid:[4026531836]`); absent in locks of earlier versions. */
  pidNamespace?: string | null;
}

/** How often the owner refreshes its lock, and after how long without a refresh another namespace may take it. */
const REFRESH_MS = 5_000;
export const STALE_MS = 30_000;

function readPidNamespace(): string | null {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

const PID_NAMESPACE = readPidNamespace();

const newOwner = (): Owner => ({
  pid: process.pid,
  startedAt: processStartTime(process.pid),
  token: randomUUID(),
  pidNamespace: PID_NAMESPACE,
});

const inOtherNamespace = (owner: Owner) =>
  Boolean(owner.pidNamespace && PID_NAMESPACE && owner.pidNamespace !== PID_NAMESPACE);

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

function isAlive(owner: Owner, refreshedAt: number): boolean {
  if (inOtherNamespace(owner)) return Date.now() - refreshedAt < STALE_MS;
  // Our own pid in a lock we do not hold: left by an earlier process that had the same pid.
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

interface LockFile {
  owner: Owner | null;
  /** When the owner last refreshed it (ms since the epoch). */
  refreshedAt: number;
}

function readOwner(path: string): LockFile | null {
  let raw: string;
  let refreshedAt: number;
  try {
    refreshedAt = statSync(path).mtimeMs;
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const owner = JSON.parse(raw) as Owner;
    return { refreshedAt, owner: Number.isInteger(owner.pid) && owner.pid > 0 ? owner : null };
  } catch {
    return { refreshedAt, owner: null };
  }
}

const isLive = (file: LockFile) => file.owner !== null && isAlive(file.owner, file.refreshedAt);

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
  // Only one process removes a dead lock at a time, so none can remove a lock another has just created.
  if (!createExclusive(guard, JSON.stringify(newOwner()))) {
    const other = readOwner(guard);
    if (other && !isLive(other)) removeFile(guard);
    return false;
  }
  try {
    const current = readOwner(path);
    if (current && !isLive(current)) removeFile(path);
    return true;
  } finally {
    removeFile(guard);
  }
}

function lockedMessage(dataDir: string, file: LockFile | null): string {
  const owner = file?.owner;
  if (owner && file && inOtherNamespace(owner)) {
    const ago = Math.max(0, Math.round((Date.now() - file.refreshedAt) / 1000));
    return (
      `The database folder ${dataDir} is in use by another Thryve API (pid ${owner.pid} in another container or ` +
      `pid namespace; it last refreshed its lock ${ago} s ago). Stop it first, or give this one another folder with ` +
      `DATA_DIR. If it is gone (a restarted container), this start succeeds once the lock is ${STALE_MS / 1000} s old.`
    );
  }
  const who = owner ? ` (pid ${owner.pid})` : '';
  return (
    `The database folder ${dataDir} is in use by another Thryve API${who}, e.g. a running npm start. ` +
    `Stop it first, or give this one another folder with DATA_DIR.`
  );
}

/** The owner's refresh: its lock stays young while it lives (only while the file is still its own). */
function keepFresh(path: string, token: string, refreshMs: number): NodeJS.Timeout {
  const timer = setInterval(() => {
    try {
      if (readOwner(path)?.owner?.token !== token) return;
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // A folder gone or read-only: the next refresh tries again; the lock itself is unchanged.
    }
  }, refreshMs);
  timer.unref();
  return timer;
}

/**
 * Takes the folder's lock or throws DataDirLockedError at once; the folder must exist. `refreshMs`: how often the
 * lock is refreshed (tests).
 */
export async function lockDataDir(dataDir: string, refreshMs: number = REFRESH_MS): Promise<DataDirLock> {
  const key = realpathSync(dataDir);
  if (held.has(key)) {
    throw new DataDirLockedError(
      `The database folder ${dataDir} is already open in this process: close it before opening it again.`,
    );
  }
  const path = join(key, LOCK_FILE_NAME);
  const me = newOwner();
  let last: LockFile | null = null;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (createExclusive(path, JSON.stringify(me))) {
      held.set(key, me.token);
      releaseAtExit();
      const refresher = keepFresh(path, me.token, refreshMs);
      return {
        release: () => {
          clearInterval(refresher);
          release(key, path, me.token);
        },
      };
    }
    const current = readOwner(path);
    if (!current) continue;
    last = current;
    if (isLive(current)) break;
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
