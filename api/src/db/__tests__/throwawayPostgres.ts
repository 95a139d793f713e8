import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

export interface ThrowawayPostgres {
  url: string;
  stop(): Promise<void>;
}

/** Folders that may hold initdb and postgres: pg_config's, Debian's versions (newest first), /usr/local/bin. */
function candidateBinDirs(): string[] {
  const dirs: string[] = [];
  try {
    dirs.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // no pg_config on PATH
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    dirs.push(...versions.map((version) => join(debian, version, 'bin')));
  }
  dirs.push('/usr/local/bin', '/usr/bin');
  return dirs.filter((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres')));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: run its binaries as the `postgres` account then. */
function runAs(): { uid: number; gid: number; wrap: (bin: string, args: string[]) => [string, string[]] } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid, wrap: (bin, args) => ['runuser', ['-u', 'postgres', '--', bin, ...args]] };
}

async function waitUntilReady(url: string, child: ReturnType<typeof spawn>, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}: ${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`postgres did not accept connections within 30 s: ${log()}`);
}

/** initdb + postgres in a temp folder on a free loopback port; `stop()` shuts it down and removes the folder. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const [binDir] = candidateBinDirs();
  if (!binDir) {
    throw new Error(
      'No PostgreSQL binaries found (pg_config --bindir, /usr/lib/postgresql/*/bin, /usr/local/bin). ' +
        'Install postgresql (apt-get install -y postgresql) or set TEST_DATABASE_URL.',
    );
  }
  const root = mkdtempSync(join(tmpdir(), 'thryve-pg-'));
  const dataDir = join(root, 'data');
  const user = runAs();
  if (user) chownSync(root, user.uid, user.gid);
  const run = (bin: string, args: string[]) =>
    user ? user.wrap(join(binDir, bin), args) : ([join(binDir, bin), args] as [string, string[]]);

  const [initdb, initArgs] = run('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  execFileSync(initdb, initArgs, { stdio: 'pipe' });

  const port = await freePort();
  const [postgres, pgArgs] = run('postgres', [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    root,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ]);
  const child = spawn(postgres, pgArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    // Signal the postmaster itself (runuser may not forward signals); SIGINT = fast shutdown.
    const pidFile = join(dataDir, 'postmaster.pid');
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : child.pid;
    if (pid) {
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        // already gone
      }
    }
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
