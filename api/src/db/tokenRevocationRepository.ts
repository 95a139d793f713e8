import { lt, sql } from 'drizzle-orm';

import type { AppDb } from './client';
import { tokenRevocations } from './schema';

export interface TokenRevocationRepository {
  /** Refuses every token of `uid` signed in before `revokedBefore` (seconds). Keeps the latest revocation. */
  revokeBefore(uid: string, revokedBefore: number): Promise<void>;
  /**
   * Whether this deployment refused the token: its sign-in was logged out (ended_sessions) or the user's tokens
   * were revoked after it signed in (token_revocations). One round trip, on every authenticated request.
   */
  isRefused(uid: string, authTime: number): Promise<boolean>;
  /** Forgets revocations made before `cutoff`; returns how many. */
  deleteRevokedBefore(cutoff: Date): Promise<number>;
}

/** Longer than any ID token lives (an hour): afterwards Firebase refuses the old sign-in's tokens by itself. */
export const TOKEN_REVOCATION_RETENTION_MS = 24 * 60 * 60 * 1000;

type Rows<T> = { rows: T[] };

/** Revocations made here live in the database, so every instance applies them at once, without asking Firebase. */
export function createTokenRevocationRepository(db: AppDb): TokenRevocationRepository {
  return {
    async revokeBefore(uid, revokedBefore) {
      await db
        .insert(tokenRevocations)
        .values({ uid, revokedBefore })
        .onConflictDoUpdate({
          target: tokenRevocations.uid,
          set: {
            revokedBefore: sql`greatest(${tokenRevocations.revokedBefore}, excluded.revoked_before)`,
            revokedAt: sql`now()`,
          },
        });
    },

    async isRefused(uid, authTime) {
      const result = (await db.execute(sql`
        SELECT EXISTS (SELECT 1 FROM ended_sessions WHERE uid = ${uid} AND auth_time = ${authTime})
            OR EXISTS (SELECT 1 FROM token_revocations WHERE uid = ${uid} AND revoked_before > ${authTime})
            AS refused
      `)) as unknown as Rows<{ refused: boolean }>;
      return result.rows[0]?.refused === true;
    },

    async deleteRevokedBefore(cutoff) {
      const deleted = await db
        .delete(tokenRevocations)
        .where(lt(tokenRevocations.revokedAt, cutoff))
        .returning({ uid: tokenRevocations.uid });
      return deleted.length;
    },
  };
}
