import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Auth } from 'firebase-admin/auth';

import type { AccountRepository } from '../db/accountRepository';
import type { AppDb } from '../db/client';
import { withTimeout } from '../lib/withTimeout';

export interface OrphanSweepOptions {
  db: AppDb;
  accounts: Pick<AccountRepository, 'deleteAll'>;
  auth: Pick<Auth, 'getUsers'>;
  /** Longest wait for one lookup of the Auth backend. */
  authTimeoutMs: number;
}

/** How often each instance sweeps; the first sweep comes one interval after the start. */
const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Firebase's getUsers takes at most 100 identifiers per call. */
const BATCH = 100;
/**
 * A batch at least this large of which Firebase knows no uid at all is not a batch of deleted accounts but, most
 * likely, the wrong Firebase project (or an emptied emulator): nothing is removed.
 */
const IMPLAUSIBLE_BATCH = 20;

/** The uids that hold personal data in any table, in order, after `after`. */
async function uidsAfter(db: AppDb, after: string): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    SELECT uid FROM (
      SELECT uid FROM profiles UNION SELECT uid FROM passkeys UNION SELECT uid FROM ended_sessions
      UNION SELECT uid FROM passkey_challenges WHERE uid IS NOT NULL
      UNION SELECT uid FROM account_standings WHERE erased_at IS NULL
    ) AS held WHERE uid > ${after} ORDER BY uid LIMIT ${BATCH}`)) as unknown as { rows: { uid: string }[] };
  return rows.map((row) => row.uid);
}

/**
 * Finds the rows of uids Firebase no longer has (an account deleted in the console, or by a deletion that stopped
 * between its steps) and erases them as the account's deletion does. Returns how many accounts it erased; logs counts
 * only, never a uid or an address.
 */
export async function sweepOrphanedAccounts(options: OrphanSweepOptions, log: FastifyBaseLogger) {
  let removed = 0;
  for (let after = ''; ;) {
    const uids = await uidsAfter(options.db, after);
    if (uids.length === 0) break;
    after = uids[uids.length - 1];
    const { notFound } = await withTimeout(options.auth.getUsers(uids.map((uid) => ({ uid }))), options.authTimeoutMs);
    if (uids.length >= IMPLAUSIBLE_BATCH && notFound.length === uids.length) {
      log.warn(
        { batch: uids.length },
        'orphan sweep stopped: Firebase knows none of a batch of users (wrong project?)',
      );
      return removed;
    }
    for (const { uid } of notFound as { uid: string }[]) {
      await options.accounts.deleteAll(uid);
      removed += 1;
    }
  }
  log.info({ removed }, 'orphaned accounts swept');
  return removed;
}

/** Every instance sweeps each interval (each erasure is idempotent); a failed sweep is logged and tried next time. */
async function orphanSweepPlugin(app: FastifyInstance, options: OrphanSweepOptions) {
  const timer = setInterval(() => {
    sweepOrphanedAccounts(options, app.log).catch((error: unknown) =>
      app.log.warn({ err: error }, 'orphan sweep failed'),
    );
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export const orphanSweep = fp(orphanSweepPlugin, { name: 'thryve-orphan-sweep', fastify: '5.x' });
