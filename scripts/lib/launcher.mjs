// Notices when whoever launched us is gone, so that a long-running script stops its parts instead of running on
// unseen. `npm start` is npm -> sh -c -> node: when npm is killed (SIGKILL: nothing can catch it) the shell stays
// and waits, so under npm the shell's parent is watched too (read from /proc on Linux; elsewhere only the parent).
import { readFileSync } from 'node:fs';

function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …"; comm may hold spaces and parentheses.
    const [name, fields] = [
      stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      stat.slice(stat.lastIndexOf(')') + 2),
    ];
    return { name, ppid: Number(fields.split(' ')[1]) };
  } catch {
    return null;
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code !== 'ESRCH';
  }
};

/** Calls onGone once the launcher (our parent, and npm above its shell) has exited. */
export function watchLauncher(onGone, intervalMs = 1000) {
  const watched = [process.ppid];
  const parent = parentOf(process.ppid);
  if (process.env.npm_lifecycle_event && parent && /^(sh|dash|bash)$/.test(parent.name) && parent.ppid > 1)
    watched.push(parent.ppid);
  const timer = setInterval(() => {
    if (watched.every(alive)) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
}
