import { announce } from './changes';
import type { AppDb } from './client';
import { endedSessions } from './schema';

export interface SessionRepository {
  /** Ends the sign-in (uid, auth_time) for every token minted from it, and announces it (db/changes.ts). Idempotent. */
  endSession(uid: string, authTime: number): Promise<void>;
}

/**
 * Ended sign-ins live in the database so that every API instance refuses their tokens. They are never deleted:
 * a refresh token copied before Logout never expires and keeps minting ID tokens with the same auth_time, so
 * forgetting the row (after any time) would let that sign-in back in. A row is a few dozen bytes per Logout.
 */
export function createSessionRepository(db: AppDb): SessionRepository {
  return {
    async endSession(uid, authTime) {
      await db.transaction(async (tx) => {
        await tx.insert(endedSessions).values({ uid, authTime }).onConflictDoNothing();
        await tx.execute(announce('refusals', uid));
      });
    },
  };
}
