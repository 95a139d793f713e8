import { closeSync, constants, ftruncateSync, openSync, readFileSync, realpathSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

import { tryLock } from 'fs-native-extensions';

/**
 * PGlite has no lock of its own: two processes on one folder damage it for good. So the folder's lock file is held
 * with a kernel lock (fs-native-extensions): refused to any other process, a container on a shared volume included,
 * and freed the moment its holder dies, so a restart never waits. The file only names the holder, for the message.
 */
export const LOCK_FILE_NAME = 'thryve-api.lock';

/** The folder is locked by another process: an operator's command then asks that process instead. */
export class DataDirInUseError extends Error {
  readonly kind = 'DataDirInUseError';
}

export const isDataDirInUse = (error: unknown): error is DataDirInUseError =>
  (error as { kind?: unknown } | null)?.kind === 'DataDirInUseError';

/** Who holds the lock, as written by the holder right after taking it. */
interface Holder {
  pid: number;
  host: string;
}

/** The folders this process holds, by real path: opening one a second time here is refused with its own message. */
const held = new Set<string>();

/** How long a refused start waits for the holder to have written its name (it does so right after locking). */
const HOLDER_NAME_WAIT_MS = 200;

async function holderOf(path: string): Promise<Holder | null> {
  for (const deadline = Date.now() + HOLDER_NAME_WAIT_MS; ;) {
    try {
      const holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
      if (Number.isInteger(holder.pid) && typeof holder.host === 'string') return holder as Holder;
    } catch {
      // Not written yet.
    }
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Takes the folder's lock or throws at once, naming who holds it; the folder must exist. */
export async function lockDataDir(dataDir: string): Promise<{ release(): void }> {
  const key = realpathSync(dataDir);
  if (held.has(key)) {
    throw new Error(
      `The database folder ${dataDir} is already open in this process: close it before opening it again.`,
    );
  }
  const path = join(key, LOCK_FILE_NAME);
  // Not truncated on open: a refused start must still read who holds it.
  const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o644);
  if (!tryLock(fd)) {
    closeSync(fd);
    const other = await holderOf(path);
    // The host names the machine or container: a pid alone means nothing across containers.
    const who = other ? ` (pid ${other.pid} on ${other.host})` : '';
    throw new DataDirInUseError(
      `The database folder ${dataDir} is in use by another Thryve API${who}, e.g. a running npm start. ` +
        `Stop it first, or give this one another folder with DATA_DIR.`,
    );
  }
  const holder: Holder = { pid: process.pid, host: hostname() };
  ftruncateSync(fd, 0);
  writeSync(fd, JSON.stringify(holder), 0);
  held.add(key);
  let released = false;
  return {
    // Idempotent.
    release() {
      if (released) return;
      released = true;
      held.delete(key);
      // Closing the file frees the kernel lock.
      closeSync(fd);
    },
  };
}
