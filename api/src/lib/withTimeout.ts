/** An error whose `code` says the other side took longer than we wait. */
class TimeoutError extends Error {
  readonly code = 'timeout';
}

/** `promise`, or a TimeoutError after `ms` (the work itself is not cancelled, only no longer awaited). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
