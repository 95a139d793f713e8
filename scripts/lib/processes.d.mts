import type { ChildProcess } from 'node:child_process';

export function describeExit(code: number | null, signal: NodeJS.Signals | null): string;
export function startProcess(
  label: string,
  command: string,
  args: string[],
  options?: { cwd?: string; quiet?: boolean; env?: Record<string, string>; graceMs?: number },
): ChildProcess;
export function stopProcess(child: ChildProcess | undefined): Promise<void>;
/** Polls a URL until it answers (any status below 500); fails when `child` exits first or after timeoutMs. */
export function waitForUrl(url: string, options?: { timeoutMs?: number; child?: ChildProcess }): Promise<void>;
