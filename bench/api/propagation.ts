import { openDatabase } from '../../api/src/db/client';
import { LISTENER_NAME } from '../../api/src/db/listener';
import { authEmulator } from '../../scripts/testing/authEmulator';
import { clientOf } from './seed';
import type { Server } from './servers';

export interface Propagation {
  logouts: number;
  /**
   * From sending a logout to one instance until another instance refuses its token, per (logout, other instance), in
   * ms: the send time of the first refused request of a loop that asks that instance again and again. An upper bound
   * of the time from commit to refusal: it includes the logout's own work before its commit.
   */
  fromSent: number[];
  /** Requests sent to the other instances right after each logout's answer, and how many of them were accepted. */
  afterAnswer: { sent: number; accepted: number };
}

const status = async (api: Server, token: string) =>
  (await fetch(`${api.url}/api/Identity/user`, { headers: { authorization: `Bearer ${token}` } })).status;

/** Asks `api` with `token` until it refuses it (`stop`: the logout failed); when the refused request was sent. */
async function firstRefusalSentAt(api: Server, token: string, stop: { failed: boolean }): Promise<number> {
  for (let sentAt = performance.now(); !stop.failed; sentAt = performance.now()) {
    if ((await status(api, token)) === 401) return sentAt;
  }
  return NaN;
}

/**
 * `logouts` times: a new sign-in, known to every instance (each answered it from memory once), logged out through
 * one instance in turn while the others are asked with its token in a loop until they refuse it.
 */
export async function measurePropagation(apis: Server[], emulatorHost: string, logouts: number): Promise<Propagation> {
  const emulator = authEmulator(`http://${emulatorHost}`);
  const tokens: string[] = [];
  for (let i = 0; i < logouts; i += 1) {
    tokens.push((await emulator.signUp(`propagation-${Date.now()}-${i}@example.test`, 'bench-password-1')).idToken);
  }
  // Logout waits out its sign-in's second (routes/logout); these sign-ins are older than that, so none waits.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const result: Propagation = { logouts, fromSent: [], afterAnswer: { sent: 0, accepted: 0 } };
  for (const [index, token] of tokens.entries()) {
    for (const api of apis) if ((await status(api, token)) !== 404) throw new Error('the sign-in was not accepted');
    const through = apis[index % apis.length];
    const others = apis.filter((api) => api !== through);
    const stop = { failed: false };
    const sent = performance.now();
    const refusals = others.map((api) => firstRefusalSentAt(api, token, stop));
    const logout = await fetch(`${through.url}/api/Identity/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (logout.status !== 204) {
      stop.failed = true;
      throw new Error(`logout answered ${logout.status}`);
    }
    const afterAnswer = await Promise.all(others.map((api) => status(api, token)));
    result.afterAnswer.sent += afterAnswer.length;
    result.afterAnswer.accepted += afterAnswer.filter((code) => code !== 401).length;
    for (const at of await Promise.all(refusals)) result.fromSent.push(Math.max(0, at - sent));
  }
  return result;
}

/**
 * Runs `measure` while every instance's listener connection is ended every few ms: each instance spends the run
 * reconnecting (its first retry comes 100 ms later), forgets its memory each time, and asks the database meanwhile.
 */
export async function withListenersDown<T>(databaseUrl: string, measure: () => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl, migrate: false });
  const admin = clientOf(database);
  let running = true;
  const killing = (async () => {
    while (running) {
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()',
        [LISTENER_NAME],
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  try {
    return await measure();
  } finally {
    running = false;
    await killing;
    await database.close();
  }
}

/** The p-th percentile (0-100) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
