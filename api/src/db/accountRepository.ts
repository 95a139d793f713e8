import { and, eq, inArray } from 'drizzle-orm';

import { announce } from './changes';
import type { AppDb } from './client';
import { USER_BUCKETS } from './rateLimitRepository';
import {
  endedSessions,
  passkeyChallenges,
  passkeys,
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
  passkeys: { id: string; name: string; rpId: string; backedUp: boolean; createdAt: Date; lastUsedAt: Date | null }[];
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
        const keys = await tx
          .select({
            id: passkeys.id,
            name: passkeys.name,
            rpId: passkeys.rpId,
            backedUp: passkeys.backedUp,
            createdAt: passkeys.createdAt,
            lastUsedAt: passkeys.lastUsedAt,
          })
          .from(passkeys)
          .where(eq(passkeys.uid, uid))
          .orderBy(passkeys.createdAt);
        return {
          profile: profile ?? null,
          picture: picture ?? null,
          endedSessions: sessions,
          tokenRevocation: revocation ?? null,
          passkeys: keys,
        };
      });
    },

    /**
     * Deletes every row keyed to the uid, in one transaction; idempotent. `revokedBefore`: then records a revocation of
     * the uid's tokens signed in before it (forgotten after a day), and announces both changes (db/changes.ts).
     */
    async deleteAll(uid: string, revokedBefore?: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(profilePictures).where(eq(profilePictures.uid, uid));
        await tx.delete(profiles).where(eq(profiles.uid, uid));
        await tx.delete(endedSessions).where(eq(endedSessions.uid, uid));
        await tx.delete(tokenRevocations).where(eq(tokenRevocations.uid, uid));
        await tx.delete(passkeys).where(eq(passkeys.uid, uid));
        await tx.delete(passkeyChallenges).where(eq(passkeyChallenges.uid, uid));
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
