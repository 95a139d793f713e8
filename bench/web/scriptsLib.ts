// Typed access to the repo's plain-JS process helpers (scripts/lib/*.mjs have no declarations of their own).
import type { ChildProcess } from 'node:child_process';

interface Emulator {
  origin: string;
  host: string;
  stop(): Promise<void>;
}
interface AuthEmulatorLib {
  startAuthEmulator(options: { port: number; quiet?: boolean }): Promise<Emulator>;
}
interface ProcessesLib {
  startProcess(
    label: string,
    command: string,
    args: string[],
    options: { cwd?: string; quiet?: boolean; env?: Record<string, string> },
  ): ChildProcess;
  stopProcess(child: ChildProcess, graceMs?: number): Promise<void>;
  waitForUrl(url: string, options: { timeoutMs?: number; child?: ChildProcess }): Promise<void>;
}

const lib = (name: string) => new URL(`../../scripts/lib/${name}`, import.meta.url).href;

export const { startAuthEmulator } = (await import(lib('authEmulator.mjs'))) as AuthEmulatorLib;
export const { startProcess, stopProcess, waitForUrl } = (await import(lib('processes.mjs'))) as ProcessesLib;
