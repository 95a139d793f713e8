import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

import { findRepoRoot } from '../../config';
import { openDatabase } from '../client';
import { LOCK_FILE_NAME, lockDataDir } from '../dataDirLock';
import { createTokenRevocationRepository } from '../tokenRevocationRepository';

jest.setTimeout(120_000);

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'thryve-lock-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const lockHolder = (dir: string) =>
  JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')) as { pid: number; host: string };

const inUseBy = (dir: string, pid: number) =>
  `The database folder ${dir} is in use by another Thryve API (pid ${pid} on ${hostname()}), e.g. a running ` +
  'npm start. Stop it first, or give this one another folder with DATA_DIR.';

interface Holder {
  child: ChildProcessByStdio<Writable, Readable, null>;
  /** `locked`, or `refused: <message>`. */
  answer: Promise<string>;
  exited: Promise<unknown>;
}

/** Another process trying the lock (fixtures/lockHolder.ts) at `startAt`, then holding what it got until told. */
function startHolder(dir: string, startAt = Date.now()): Holder {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/db/__tests__/fixtures/lockHolder.ts', dir, String(startAt)],
    { cwd: join(findRepoRoot() as string, 'api'), stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const answer = new Promise<string>((resolve) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.trim());
    });
  });
  return { child, answer, exited: new Promise((resolve) => child.once('exit', resolve)) };
}

describe('the PGlite folder lock', () => {
  it('refuses a second open in the same process, naming the folder, and allows it after close', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      `The database folder ${dir} is already open in this process`,
    );
    await createTokenRevocationRepository(first.db).endSession('still-working', 1);
    expect(lockHolder(dir)).toEqual({ pid: process.pid, host: hostname() });
    await first.close();

    const again = await openDatabase({ dataDir: dir });
    try {
      expect((await createTokenRevocationRepository(again.db).refusalsOf('still-working')).ended).toContain(1);
    } finally {
      await again.close();
    }
  });

  it('refuses a folder another process holds, naming the folder and that process, until it lets go', async () => {
    const dir = tempDir();
    const holder = startHolder(dir);
    try {
      expect(await holder.answer).toBe('locked');
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(inUseBy(dir, holder.child.pid as number));
    } finally {
      holder.child.stdin.end();
      await holder.exited;
    }
    (await lockDataDir(dir)).release();
  });

  it('is free the moment its holder is killed with kill -9', async () => {
    const dir = tempDir();
    const holder = startHolder(dir);
    expect(await holder.answer).toBe('locked');
    holder.child.kill('SIGKILL');
    await holder.exited;
    const lock = await lockDataDir(dir);
    expect(lockHolder(dir).pid).toBe(process.pid);
    lock.release();
  });

  it('is not fooled by a lock file left behind: only a process holding it counts', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify({ pid: process.ppid, host: hostname() }));
    const lock = await lockDataDir(dir);
    expect(lockHolder(dir)).toEqual({ pid: process.pid, host: hostname() });
    lock.release();
    lock.release();
    // Released: another process takes it.
    const holder = startHolder(dir);
    expect(await holder.answer).toBe('locked');
    holder.child.stdin.end();
    await holder.exited;
  });

  it('lets exactly one of several processes racing for it take it, and the others name it', async () => {
    const dir = tempDir();
    const startAt = Date.now() + 4000;
    const holders = Array.from({ length: 5 }, () => startHolder(dir, startAt));
    try {
      const answers = await Promise.all(holders.map((holder) => holder.answer));
      expect(answers.filter((answer) => answer === 'locked')).toHaveLength(1);
      const winner = holders[answers.indexOf('locked')].child.pid as number;
      for (const answer of answers.filter((candidate) => candidate !== 'locked')) {
        expect(answer).toBe(`refused: ${inUseBy(dir, winner)}`);
      }
      expect(lockHolder(dir).pid).toBe(winner);
    } finally {
      holders.forEach((holder) => holder.child.stdin.end());
      await Promise.all(holders.map((holder) => holder.exited));
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
    }
    (await lockDataDir(dir)).release();
  });
});
