import { and, eq, inArray } from 'drizzle-orm';

import { announce } from './changes';
import type { AppDb } from './client';
import { USER_BUCKETS } from './rateLimitRepository';
import {
  endedSessions,
  profilePictures,
  profiles,
  rateLimitCounters,
  tokenRevocations,
  type ProfileRow,
} from './schema';

const PER_USER_BUCKETS = Object.values(USER_BUCKETS);

/** Every row the API keeps about one user, as stored. */
export interface AccountRows {
  profile: ProfileRow | null;
  picture: { contentType: string; bytes: Buffer } | null;
  endedSessions: { authTime: number; endedAt: Date }[];
  tokenRevocation: { revokedBefore: number; revokedAt: Date } | null;
}

/** The rows of one user across the tables: what "Download my data" shows and "Delete account" deletes. */
export function createAccountRepository(db: AppDb) {
  return {
    /** Every row keyed to the uid, read in one transaction (one consistent picture of the account). */
    async read(uid: string): Promise<AccountRows> {
      return db.transaction(async (tx) => {
        const [profile] = await tx.select().from(profiles).where(eq(profiles.uid, uid));
        const [picture] = await tx
          .select({ contentType: profilePictures.contentType, bytes: profilePictures.bytes })
          .from(profilePictures)
          .where(eq(profilePictures.uid, uid));
        const sessions = await tx
          .select({ authTime: endedSessions.authTime, endedAt: endedSessions.endedAt })
          .from(endedSessions)
          .where(eq(endedSessions.uid, uid))
          .orderBy(endedSessions.authTime);
        const [revocation] = await tx
          .select({ revokedBefore: tokenRevocations.revokedBefore, revokedAt: tokenRevocations.revokedAt })
          .from(tokenRevocations)
          .where(eq(tokenRevocations.uid, uid));
        return {
          profile: profile ?? null,
          picture: picture ?? null,
          endedSessions: sessions,
          tokenRevocation: revocation ?? null,
        };
      });
    },

    /**
     * Deletes every row keyed to the uid, in one transaction: all of them or none. Idempotent. `revokedBefore`: then
     * records that every token of the uid signed in before it is refused (a revocation row, uid and time only, forgotten
     * with the other revocations after a day), so each instance refuses the account's tokens at once. Announces both
     * changes (db/changes.ts) in the same transaction.
     */
    async deleteAll(uid: string, revokedBefore?: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(profilePictures).where(eq(profilePictures.uid, uid));
        await tx.delete(profiles).where(eq(profiles.uid, uid));
        await tx.delete(endedSessions).where(eq(endedSessions.uid, uid));
        await tx.delete(tokenRevocations).where(eq(tokenRevocations.uid, uid));
        await tx
          .delete(rateLimitCounters)
          .where(and(inArray(rateLimitCounters.bucket, PER_USER_BUCKETS), eq(rateLimitCounters.key, uid)));
        if (revokedBefore !== undefined) await tx.insert(tokenRevocations).values({ uid, revokedBefore });
        await tx.execute(announce('refusals', uid));
        await tx.execute(announce('profiles', uid));
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
