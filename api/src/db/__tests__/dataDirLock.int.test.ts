import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { findRepoRoot } from '../../config';
import { openDatabase } from '../client';
import { LOCK_FILE_NAME, lockDataDir, STALE_MS } from '../dataDirLock';
import { createSessionRepository } from '../sessionRepository';

jest.setTimeout(120_000);

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'thryve-lock-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const lockOwner = (dir: string) => JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')) as { pid: number };

/** The pid of a process that has exited (and was reaped). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

function writeLock(dir: string, owner: object): void {
  writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify({ token: 'left-behind', startedAt: null, ...owner }));
}

describe('the PGlite folder lock', () => {
  it('refuses a second open in the same process, naming the folder, and allows it after close', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      `The database folder ${dir} is already open in this process`,
    );
    await createSessionRepository(first.db).endSession('still-working', 1);
    expect(lockOwner(dir).pid).toBe(process.pid);
    await first.close();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);

    const again = await openDatabase({ dataDir: dir });
    try {
      expect(await createSessionRepository(again.db).isSessionEnded('still-working', 1)).toBe(true);
    } finally {
      await again.close();
    }
  });

  it('refuses a folder whose lock names a live process, naming the folder and that process', async () => {
    const dir = tempDir();
    writeLock(dir, { pid: process.ppid });
    const opening = openDatabase({ dataDir: dir });
    await expect(opening).rejects.toThrow(`The database folder ${dir} is in use by another Thryve API`);
    await expect(opening).rejects.toThrow(`(pid ${process.ppid})`);
    expect(lockOwner(dir).pid).toBe(process.ppid);
  });

  it.each([
    ['a dead process (kill -9)', async () => ({ pid: await deadPid() })],
    ['this pid, not held here (an earlier process with the same pid)', async () => ({ pid: process.pid })],
    ['unreadable content', async () => ({ pid: 'garbage' })],
  ])('takes over a lock left by %s', async (_name, owner) => {
    const dir = tempDir();
    writeLock(dir, await owner());
    const lock = await lockDataDir(dir);
    expect(lockOwner(dir).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('tells a reused pid from its owner by the process start time where /proc has it (Linux)', async () => {
    const dir = tempDir();
    writeLock(dir, { pid: process.ppid, startedAt: '1' });
    const opening = lockDataDir(dir);
    if (existsSync('/proc/self/stat')) {
      (await opening).release();
    } else {
      await expect(opening).rejects.toThrow('is in use by another Thryve API');
    }
  });

  // Another container on a shared volume, or this container restarted: its pids mean nothing here.
  describe.each(existsSync('/proc/self/ns/pid') ? [[readlinkSync('/proc/self/ns/pid')]] : [])(
    'a lock from another pid namespace (ours: %s)',
    () => {
      const elsewhere = { pid: 1, pidNamespace: 'pid:[1]' };

      it('is live while its owner refreshes it: refused, saying so', async () => {
        const dir = tempDir();
        writeLock(dir, elsewhere);
        const opening = lockDataDir(dir);
        await expect(opening).rejects.toThrow(
          `The database folder ${dir} is in use by another Thryve API (pid 1 in another container or pid namespace;`,
        );
        await expect(opening).rejects.toThrow(`this start succeeds once the lock is ${STALE_MS / 1000} s old`);
      });

      it('is taken over once it has not been refreshed for STALE_MS', async () => {
        const dir = tempDir();
        writeLock(dir, elsewhere);
        const abandoned = new Date(Date.now() - STALE_MS - 1_000);
        utimesSync(join(dir, LOCK_FILE_NAME), abandoned, abandoned);
        const lock = await lockDataDir(dir);
        expect(lockOwner(dir).pid).toBe(process.pid);
        lock.release();
      });

      it('is refreshed by its owner while held, so that it stays live', async () => {
        const dir = tempDir();
        const lock = await lockDataDir(dir, 20);
        try {
          const path = join(dir, LOCK_FILE_NAME);
          const old = new Date(Date.now() - STALE_MS - 1_000);
          utimesSync(path, old, old);
          for (const deadline = Date.now() + 5_000; Date.now() - statSync(path).mtimeMs > STALE_MS;) {
            if (Date.now() > deadline) throw new Error('the lock was not refreshed');
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          expect(Date.now() - statSync(path).mtimeMs).toBeLessThan(STALE_MS);
        } finally {
          lock.release();
        }
      });
    },
  );

  it('lets exactly one of several processes racing for a dead lock take it', async () => {
    const dir = tempDir();
    writeLock(dir, { pid: await deadPid() });
    const startAt = Date.now() + 4000;
    const holders = Array.from({ length: 5 }, () =>
      spawn(process.execPath, ['--import', 'tsx', 'src/db/__tests__/fixtures/lockHolder.ts', dir, String(startAt)], {
        cwd: join(findRepoRoot() as string, 'api'),
        stdio: ['pipe', 'pipe', 'inherit'],
      }),
    );
    try {
      const answers = await Promise.all(
        holders.map(
          (holder) =>
            new Promise<string>((resolve) => {
              let output = '';
              holder.stdout.on('data', (chunk: Buffer) => {
                output += chunk.toString();
                if (output.includes('\n')) resolve(output.trim());
              });
            }),
        ),
      );
      expect(answers.filter((answer) => answer === 'locked')).toHaveLength(1);
      const winner = holders[answers.indexOf('locked')];
      for (const answer of answers.filter((candidate) => candidate !== 'locked')) {
        expect(answer).toBe(
          `refused: The database folder ${dir} is in use by another Thryve API (pid ${winner.pid}), e.g. a running ` +
            'npm start. Stop it first, or give this one another folder with DATA_DIR.',
        );
      }
      expect(lockOwner(dir).pid).toBe(winner.pid);
    } finally {
      await Promise.all(
        holders.map((holder) => {
          holder.stdin.end();
          return new Promise((resolve) => holder.once('exit', resolve));
        }),
      );
    }
  });

  it('names the folder and what to do when PGlite cannot open it, and keeps no lock', async () => {
    const dir = tempDir();
    await (await openDatabase({ dataDir: dir })).close();
    // A damaged control file is what two processes on one folder left behind: PGlite says only `Aborted()`.
    writeFileSync(join(dir, 'global', 'pg_control'), Buffer.alloc(100, 7));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const opening = openDatabase({ dataDir: dir });
      await expect(opening).rejects.toThrow(`The embedded database in ${dir} could not be opened (PGlite: Aborted()`);
      await expect(opening).rejects.toThrow('move it aside and start again');
      expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
    }
  });
});
