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

/** Revocations made here live in the database, so every instance applies them at once, without asking Firebase. */
export function createTokenRevocationRepository(db: AppDb): TokenRevocationRepository {
  const uidParam = sql.placeholder('uid');
  const authTimeParam = sql.placeholder('authTime');
  // Built once, like the profile read: a named prepared statement on PostgreSQL, asked on every request.
  const refusedQuery = db
    .select({
      refused: sql<boolean>`EXISTS (SELECT 1 FROM ended_sessions WHERE uid = ${uidParam} AND auth_time = ${authTimeParam})
        OR EXISTS (SELECT 1 FROM token_revocations WHERE uid = ${uidParam} AND revoked_before > ${authTimeParam})`,
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare('thryve_token_refused');
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
      const [row] = await refusedQuery.execute({ uid, authTime });
      return row?.refused === true;
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
