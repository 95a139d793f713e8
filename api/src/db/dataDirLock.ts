import { closeSync, constants, ftruncateSync, openSync, readFileSync, realpathSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

import { tryLock } from 'fs-native-extensions';

/**
 * PGlite has no lock of its own: two processes on one folder damage it for good. So the folder's lock file is held
 * with a kernel lock (an open file description lock on Linux, flock elsewhere, through fs-native-extensions): the
 * kernel refuses it to any other process, a container on a shared volume of the same machine included, and frees it
 * the moment its holder dies (kill -9, a crash), so a restart never waits. The file itself only names the holder for
 * the message of a refused start; it stays in the folder.
 */
export const LOCK_FILE_NAME = 'thryve-api.lock';

/** Who holds the lock, as written by the holder right after taking it. */
interface Holder {
  pid: number;
  host: string;
}

export interface DataDirLock {
  /** Frees the folder. Idempotent. */
  release(): void;
}

class DataDirLockedError extends Error {
  readonly code = 'data_dir_locked';
}

/** The folders this process holds, by real path: opening one a second time here is refused with its own message. */
const held = new Set<string>();

/** How long a refused start waits for the holder to have written its name (it does so right after locking). */
const HOLDER_NAME_WAIT_MS = 200;

function readHolder(path: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return Number.isInteger(holder.pid) && typeof holder.host === 'string' ? (holder as Holder) : null;
  } catch {
    return null;
  }
}

async function holderOf(path: string): Promise<Holder | null> {
  for (const deadline = Date.now() + HOLDER_NAME_WAIT_MS; ;) {
    const holder = readHolder(path);
    if (holder || Date.now() > deadline) return holder;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The host names the machine or container: a pid alone means nothing across containers. */
function lockedMessage(dataDir: string, holder: Holder | null): string {
  const who = holder ? ` (pid ${holder.pid} on ${holder.host})` : '';
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
  // Not truncated on open: a refused start must still read who holds it.
  const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o644);
  if (!tryLock(fd)) {
    closeSync(fd);
    throw new DataDirLockedError(lockedMessage(dataDir, await holderOf(path)));
  }
  const holder: Holder = { pid: process.pid, host: hostname() };
  ftruncateSync(fd, 0);
  writeSync(fd, JSON.stringify(holder), 0);
  held.add(key);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      held.delete(key);
      // Closing the file frees the kernel lock.
      closeSync(fd);
    },
  };
}
