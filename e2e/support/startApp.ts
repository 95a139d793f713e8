// Runs `npm start`'s script (scripts/start.mjs --no-build, on the builds the browser phase made) on ports of its
// own, and reads its process tree from /proc (Linux) to check that nothing of it outlives it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';

import { DEMO_PROJECT_ID, emulatorHubPort, emulatorUrl } from '@thryve/contract/defaults';

import { authEmulator } from '../../scripts/testing/authEmulator';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The ports of start.spec.ts: E2E_START_PORT_BASE (default 4020) + 0..2 and + 10..11 (emulator, its hub). */
export function startPorts() {
  const base = Number(process.env.E2E_START_PORT_BASE || 4020);
  return { host: base, remote: base + 1, api: base + 2, emulator: base + 10, hub: emulatorHubPort(base + 10) };
}

export function startEnv(ports: ReturnType<typeof startPorts>, dataDir: string): Record<string, string> {
  return {
    HOST_PORT: String(ports.host),
    AUTH_REMOTE_PORT: String(ports.remote),
    API_PORT: String(ports.api),
    AUTH_EMULATOR_PORT: String(ports.emulator),
    DATA_DIR: `${dataDir}/pglite`,
    AUTH_EMULATOR_DATA_DIR: `${dataDir}/auth-emulator`,
    THRYVE_API_URL: '',
    THRYVE_AUTH_EMULATOR_URL: emulatorUrl(ports.emulator),
    AUTH_REMOTE_URL: '',
    // Not the browser phase's emulator: start.mjs starts its own.
    FIREBASE_AUTH_EMULATOR_HOST: '',
  };
}

export interface StartedApp {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/**
 * Spawns start.mjs (`viaNpm`: as `npm start -- --no-build`, so that `child` is npm); `waitUntilRunning` resolves
 * once it says the app is running.
 */
export function startApp(env: Record<string, string>, { viaNpm = false } = {}): StartedApp {
  const [command, args] = viaNpm
    ? ['npm', ['start', '--', '--no-build']]
    : [process.execPath, ['scripts/start.mjs', '--no-build']];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitUntilRunning(app: StartedApp, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!app.output().includes('Thryve Health is running')) {
    if (app.child.exitCode !== null) throw new Error(`start.mjs exited (${app.child.exitCode}):\n${app.output()}`);
    if (Date.now() > deadline) throw new Error(`start.mjs not running after ${timeoutMs} ms:\n${app.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface ProcessInfo {
  pid: number;
  ppid: number;
  pgid: number;
  zombie: boolean;
}

function processes(): ProcessInfo[] {
  const list: ProcessInfo[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, ppid, pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      list.push({ pid: Number(entry), ppid: Number(ppid), pgid: Number(pgid), zombie: state === 'Z' });
    } catch {
      /* exited while we read */
    }
  }
  return list;
}

/** Every live descendant of `pid`, and the process groups they lead. */
export function processTree(pid: number): { pids: number[]; groups: number[] } {
  const all = processes();
  const pids: number[] = [];
  let frontier = [pid];
  while (frontier.length) {
    const children = all.filter((p) => frontier.includes(p.ppid) && !p.zombie).map((p) => p.pid);
    pids.push(...children);
    frontier = children;
  }
  // The groups the tree's processes lead (the guards' and their commands'), not the test runner's own.
  const groups = [...new Set(all.filter((p) => pids.includes(p.pid) && p.pgid === p.pid).map((p) => p.pgid))];
  return { pids, groups };
}

/** The live processes among `pids` or in any of `groups`. */
export function survivors(tree: { pids: number[]; groups: number[] }): number[] {
  return processes()
    .filter((p) => !p.zombie && (tree.pids.includes(p.pid) || tree.groups.includes(p.pgid)))
    .map((p) => p.pid);
}

export function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** "1234 node api/src/server.ts, …": the command lines of the pids, for a failure message. */
export function describe(pids: number[]): string {
  return pids
    .map((pid) => {
      try {
        return `${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim()}`;
      } catch {
        return `${pid}`;
      }
    })
    .join(', ');
}

/** Polls until `check` holds, or fails after timeoutMs, saying `what` (asked then). */
export async function eventually(what: () => string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Creates an account in the emulator of a start.mjs run. */
export async function createAccount(emulatorPort: number, email: string): Promise<void> {
  await authEmulator(emulatorUrl(emulatorPort), DEMO_PROJECT_ID).signUp(email, 'Passw0rd!x');
}

/** The accounts file the emulator exported into `dir` when it stopped. */
export function exportedAccounts(dir: string): string {
  return readFileSync(`${dir}/auth_export/accounts.json`, 'utf8');
}
