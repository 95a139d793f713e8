import type { ThryveEvent } from '@thryve/server/webhooks';
import { sql } from 'drizzle-orm';

import { eventOf, recordEvent } from '../webhooks/outbox';
import { writeForAccount } from './accountStanding';
import { announce, unheard, type AnnouncedWrite } from './changes';
import type { AppDb } from './client';
import { endedSessions, tokenRevocations } from './schema';

/** What this deployment refuses of one user's sign-ins. */
export interface UserRefusals {
  /** Every sign-in (auth_time, seconds) before it is refused; null: none. */
  revokedBefore: number | null;
  /** The sign-ins (auth_time) that were logged out. */
  ended: readonly number[];
  /** The latest sign-in (auth_time) that wrote data while the email was unverified, not yet settled; null: none. */
  unverifiedAuthTime?: number | null;
}

export function refuses(refusals: UserRefusals, authTime: number): boolean {
  return (refusals.revokedBefore !== null && authTime < refusals.revokedBefore) || refusals.ended.includes(authTime);
}

/** Longer than any ID token lives (an hour): afterwards Firebase refuses the old sign-in's tokens by itself. */
export const TOKEN_REVOCATION_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Revocations and ended sign-ins made here live in the database, so every instance applies them at once, without
 * asking Firebase.
 */
export function createTokenRevocationRepository(db: AppDb, write: AnnouncedWrite = unheard) {
  const id = sql.placeholder('uid');
  // Built once, like the profile read: a named prepared statement on PostgreSQL. The times come as JSON numbers
  // (bigint would come as text), exact up to 2^53.
  const revokedBefore = sql<number | null>`(SELECT to_json(revoked_before) FROM token_revocations WHERE uid = ${id})`;
  const ended = sql<number[]>`(SELECT coalesce(json_agg(auth_time), '[]'::json) FROM ended_sessions WHERE uid = ${id})`;
  const unverifiedAuthTime = sql<
    number | null
  >`(SELECT to_json(unverified_auth_time) FROM account_standings WHERE uid = ${id})`;
  const refusals = db
    .select({ revokedBefore, ended, unverifiedAuthTime })
    .from(sql`(SELECT 1) AS one`)
    .prepare('thryve_user_refusals');
  return {
    /**
     * Ends the sign-in (uid, auth_time) for every token minted from it, and announces it (db/changes.ts). Never
     * deleted: a refresh token copied before Logout never expires and keeps minting ID tokens with the same auth_time.
     */
    endSession: (uid: string, authTime: number) =>
      write(['refusals'], uid, () =>
        writeForAccount(db, uid, async (tx) => {
          const [ended] = await tx
            .insert(endedSessions)
            .values({ uid, authTime })
            .onConflictDoNothing()
            .returning({ uid: endedSessions.uid });
          if (ended) await recordEvent(tx, eventOf('session.ended', { uid, scope: 'session', authTime }));
          await tx.execute(announce('refusals', uid));
        }),
      ),

    /**
     * Refuses every token of `uid` signed in before `revokedBefore` (seconds). Keeps the latest revocation, and
     * announces the change (db/changes.ts) in the same transaction, with the partners' `event` when one is given
     * (webhooks/outbox.ts).
     */
    revokeBefore: (uid: string, revokedBefore: number, event?: ThryveEvent) =>
      write(['refusals'], uid, () =>
        writeForAccount(db, uid, async (tx) => {
          await tx
            .insert(tokenRevocations)
            .values({ uid, revokedBefore })
            .onConflictDoUpdate({
              target: tokenRevocations.uid,
              set: {
                revokedBefore: sql`greatest(${tokenRevocations.revokedBefore}, excluded.revoked_before)`,
                revokedAt: sql`now()`,
              },
            });
          if (event) await recordEvent(tx, event);
          await tx.execute(announce('refusals', uid));
        }),
      ),

    /**
     * The user's logged-out sign-ins (ended_sessions), revocation (token_revocations) and unsettled unverified writes
     * (account_standings), in one round trip.
     */
    async refusalsOf(uid: string): Promise<UserRefusals> {
      const [row] = await refusals.execute({ uid });
      return {
        revokedBefore: row?.revokedBefore ?? null,
        ended: row?.ended ?? [],
        unverifiedAuthTime: row?.unverifiedAuthTime ?? null,
      };
    },
  };
}

export type TokenRevocationRepository = ReturnType<typeof createTokenRevocationRepository>;
