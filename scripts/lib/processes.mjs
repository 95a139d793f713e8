// Small helpers to run and stop the parts of the app (emulator, API) from Node scripts. Every process runs under
// guard.mjs, so none outlives the script that started it, even a script killed with SIGKILL.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const guard = fileURLToPath(new URL('./guard.mjs', import.meta.url));

/** "code 1", "signal SIGKILL": how a guarded process ended (guard.mjs exits 128 + the signal's number). */
export function describeExit(code, signal) {
  if (signal) return `signal ${signal}`;
  const name = code > 128 && Object.keys(constants.signals).find((key) => constants.signals[key] === code - 128);
  return name ? `signal ${name}` : `code ${code}`;
}

/**
 * Starts a long-running command, prefixing its output with a label. `graceMs`: how long it has to exit after
 * SIGTERM (from stopProcess, or because this process died) before its whole process group is killed.
 */
export function startProcess(label, command, args, options = {}) {
  const child = spawn(process.execPath, [guard, String(options.graceMs ?? 5000), command, ...args], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    // stdin: the pipe that tells the guard we are alive. Detached: a Ctrl-C in the terminal reaches only us,
    // and we stop the parts in order (the emulator exports its accounts last).
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${label}] `;
  const forward = (stream, target) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      if (options.quiet) return;
      for (const line of lines) target.write(prefix + line + '\n');
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.label = label;
  return child;
}

/** Stops a process started by startProcess and resolves once it and its process group are gone. */
export async function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Polls a URL until it answers (any status below 500), or fails after timeoutMs. */
export async function waitForUrl(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(
        `${child.label ?? `process ${child.pid}`} exited (${describeExit(child.exitCode, child.signalCode)}) before ${url} answered`,
      );
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${url}`);
}
