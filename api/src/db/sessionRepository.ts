import { and, eq, lt } from 'drizzle-orm';

import type { AppDb } from './client';
import { endedSessions } from './schema';

/** How long an ended sign-in is remembered: longer than any token of it can live (ID tokens last an hour). */
export const ENDED_SESSION_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionRepository {
  /** Ends the sign-in (uid, auth_time) for every token minted from it. Idempotent. */
  endSession(uid: string, authTime: number): Promise<void>;
  isSessionEnded(uid: string, authTime: number): Promise<boolean>;
  /** Forgets sign-ins ended before `cutoff`; returns how many. */
  deleteEndedBefore(cutoff: Date): Promise<number>;
}

/** Ended sign-ins live in the database so that every API instance refuses their tokens. */
export function createSessionRepository(db: AppDb): SessionRepository {
  return {
    async endSession(uid, authTime) {
      await db.insert(endedSessions).values({ uid, authTime }).onConflictDoNothing();
    },

    async isSessionEnded(uid, authTime) {
      const rows = await db
        .select({ uid: endedSessions.uid })
        .from(endedSessions)
        .where(and(eq(endedSessions.uid, uid), eq(endedSessions.authTime, authTime)))
        .limit(1);
      return rows.length > 0;
    },

    async deleteEndedBefore(cutoff) {
      const deleted = await db
        .delete(endedSessions)
        .where(lt(endedSessions.endedAt, cutoff))
        .returning({ uid: endedSessions.uid });
      return deleted.length;
    },
  };
}
