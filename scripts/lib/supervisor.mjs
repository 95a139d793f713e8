// How `npm start` owns its parts: each is stopped, in reverse order of start, on Ctrl-C, SIGTERM, SIGHUP, the end
// of any part it did not ask for (it says which), or the death of whoever launched it. Parts run under guard.mjs,
// so they also end if this process is killed outright.
import { watchLauncher } from './launcher.mjs';
import { describeExit, startProcess, stopProcess } from './processes.mjs';

export function createSupervisor({ cwd }) {
  const stoppers = [];
  let stopping = false;

  async function stopAll(code) {
    if (stopping) return;
    stopping = true;
    if (stoppers.length) console.log('\nStopping…');
    for (const stop of stoppers.reverse()) {
      try {
        await stop();
      } catch (error) {
        console.error(error);
      }
    }
    process.exit(code);
  }
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGHUP', () => stopAll(0));
  watchLauncher(() => stopAll(1));

  /** A part must run as long as we do: its end, unless we asked for it, stops everything. */
  function mustKeepRunning(child) {
    child.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`\n[${child.label}] exited unexpectedly (${describeExit(code, signal)}): stopping the others.`);
      void stopAll(1);
    });
    return child;
  }

  return {
    get stopping() {
      return stopping;
    },
    stopAll,
    mustKeepRunning,
    /** Registers what stops a part started some other way (a server in this process, the emulator). */
    onStop(stop) {
      stoppers.push(stop);
    },
    startPart(label, command, args, options) {
      const child = mustKeepRunning(startProcess(label, command, args, { cwd, ...options }));
      stoppers.push(() => stopProcess(child));
      return child;
    },
    /** A command that runs to its end (the build); resolves on exit code 0. */
    runToEnd(label, command, args, options) {
      const child = startProcess(label, command, args, { cwd, ...options });
      stoppers.push(() => stopProcess(child));
      return new Promise((resolve, reject) =>
        child.once('exit', (code, signal) =>
          code === 0 ? resolve() : reject(new Error(`${label} failed (${describeExit(code, signal)})`)),
        ),
      );
    },
  };
}
