import { sql } from 'drizzle-orm';

import { announce } from './changes';
import type { AppDb } from './client';
import { accountStandings } from './schema';

/** How long an erased account's mark is kept: far longer than any request accepted before the erasure can run. */
export const ERASED_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The sign-in a write is made under: when it began (auth_time, seconds), and whether it proved the email. */
export interface SignIn {
  authTime: number;
  emailVerified: boolean;
  /** The token's role claim, told to partners in the user's events (webhooks/outbox.ts). */
  role?: string | null;
}

/** The account's deletion began: nothing may be written for it any more (the API answers 401). */
export class AccountErased extends Error {
  readonly kind = 'AccountErased';
  constructor() {
    super('the account was erased');
  }
}

export const isAccountErased = (error: unknown): error is AccountErased =>
  (error as { kind?: unknown } | null)?.kind === 'AccountErased';

/**
 * The account's standing row, written first in the transaction: the row stays locked until it ends, so a write and
 * the account's erasure (which writes the same row first, eraseStanding) run one after the other, never interleaved,
 * on any number of instances. The write's statement sees the row as the erasure committed it (ON CONFLICT locks the
 * latest version). A write under an unverified sign-in records that sign-in (address claims, auth/addressClaim.ts).
 */
async function standFor(tx: AppDb, uid: string, signIn: SignIn | undefined): Promise<void> {
  const unverified = signIn && !signIn.emailVerified ? signIn.authTime : null;
  const { rows } = (await tx.execute(sql`
    INSERT INTO ${accountStandings} (uid, unverified_auth_time) VALUES (${uid}, ${unverified})
    ON CONFLICT (uid) DO UPDATE SET unverified_auth_time =
      greatest(${accountStandings.unverifiedAuthTime}, excluded.unverified_auth_time)
    RETURNING erased_at IS NOT NULL AS erased`)) as unknown as { rows: { erased: boolean }[] };
  if (rows[0]?.erased) throw new AccountErased();
  // Every instance forgets what it knew of the account's unverified writes (the refusals' cache, db/changes.ts).
  if (unverified !== null) await tx.execute(announce('refusals', uid));
}

/**
 * Runs `work` in one transaction, after the account's standing: AccountErased (and nothing written) once its erasure
 * committed, and the erasure waits for a write under way. Every write keyed to a uid goes through here.
 */
export function writeForAccount<T>(
  db: AppDb,
  uid: string,
  work: (tx: AppDb) => Promise<T>,
  signIn?: SignIn,
): Promise<T> {
  return db.transaction(async (tx) => {
    await standFor(tx, uid, signIn);
    return work(tx);
  });
}

/**
 * Marks the account erased, first in the erasing transaction (it waits for a write under way, and every later one
 * finds the mark); the record of unverified writes goes with the data.
 */
export async function eraseStanding(tx: AppDb, uid: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${accountStandings} (uid, erased_at) VALUES (${uid}, now())
    ON CONFLICT (uid) DO UPDATE SET erased_at = coalesce(${accountStandings.erasedAt}, now()), unverified_auth_time = NULL`);
}
