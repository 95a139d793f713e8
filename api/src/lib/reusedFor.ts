/**
 * `check`, started at most once per `reuseMs` and never overlapping itself: a call while it runs, or less than
 * `reuseMs` after it started, gets that run's answer (a rejection too: `check` should not reject).
 */
export function reusedFor<T>(reuseMs: number, check: () => Promise<T>, clock: () => number = Date.now) {
  let latest: Promise<T> | null = null;
  let startedAt = 0;
  let running = false;
  return (): Promise<T> => {
    if (latest && (running || clock() - startedAt < reuseMs)) return latest;
    startedAt = clock();
    running = true;
    latest = check().finally(() => {
      running = false;
    });
    return latest;
  };
}
