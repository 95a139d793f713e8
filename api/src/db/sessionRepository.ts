import { announce } from './changes';
import type { AppDb } from './client';
import { endedSessions } from './schema';

/**
 * Ended sign-ins live in the database so that every API instance refuses their tokens. They are never deleted: a
 * refresh token copied before Logout never expires and keeps minting ID tokens with the same auth_time.
 */
export function createSessionRepository(db: AppDb) {
  return {
    /** Ends the sign-in (uid, auth_time) for every token minted from it, and announces it (db/changes.ts). */
    async endSession(uid: string, authTime: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(endedSessions).values({ uid, authTime }).onConflictDoNothing();
        await tx.execute(announce('refusals', uid));
      });
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
