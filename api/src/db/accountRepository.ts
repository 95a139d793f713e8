import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';

import { eventOf, forgetDeliveredEvents, recordEvent } from '../webhooks/outbox';
import { eraseStanding, writeForAccount } from './accountStanding';
import { announce, unheard, type AnnouncedWrite } from './changes';
import type { AppDb } from './client';
import { USER_BUCKETS } from './rateLimitRepository';
import {
  accountStandings,
  endedSessions,
  passkeyChallenges,
  passkeys,
  profilePictures,
  profiles,
  rateLimitCounters,
  tokenRevocations,
} from './schema';

const PER_USER_BUCKETS = Object.values(USER_BUCKETS);

/** What a user's sign-ins wrote: the profile and its picture, the passkeys and their pending challenges. */
async function deleteWhatTheUserWrote(tx: AppDb, uid: string) {
  await tx.delete(profilePictures).where(eq(profilePictures.uid, uid));
  await tx.delete(profiles).where(eq(profiles.uid, uid));
  await tx.delete(passkeys).where(eq(passkeys.uid, uid));
  await tx.delete(passkeyChallenges).where(eq(passkeyChallenges.uid, uid));
}

/**
 * The address changes hands: what the user's sign-ins wrote goes, and every sign-in before `revokedBefore` (seconds) is
 * refused on every instance.
 */
async function dropWritesAndRefuseBefore(tx: AppDb, uid: string, revokedBefore: number) {
  await deleteWhatTheUserWrote(tx, uid);
  await tx
    .insert(tokenRevocations)
    .values({ uid, revokedBefore })
    .onConflictDoUpdate({
      target: tokenRevocations.uid,
      set: { revokedBefore: sql`greatest(${tokenRevocations.revokedBefore}, excluded.revoked_before)` },
    });
  await tx.execute(announce('profiles', uid));
}

/** The rows of one user across the tables: what "Download my data" shows and "Delete account" deletes. */
export function createAccountRepository(db: AppDb, write: AnnouncedWrite = unheard) {
  return {
    /** Every row keyed to the uid, as stored, read in one transaction (one consistent picture of the account). */
    async read(uid: string) {
      return db.transaction(async (tx) => {
        const [profile] = await tx.select().from(profiles).where(eq(profiles.uid, uid));
        const [picture] = await tx.select().from(profilePictures).where(eq(profilePictures.uid, uid));
        const sessions = await tx
          .select()
          .from(endedSessions)
          .where(eq(endedSessions.uid, uid))
          .orderBy(endedSessions.authTime);
        const [revocation] = await tx.select().from(tokenRevocations).where(eq(tokenRevocations.uid, uid));
        const keys = await tx.select().from(passkeys).where(eq(passkeys.uid, uid)).orderBy(passkeys.createdAt);
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
     * Erases the account: marks it erased first (no write for it commits afterwards: db/accountStanding.ts), then
     * deletes every row keyed to the uid, in one transaction; idempotent. `revokedBefore`: then records a revocation of
     * the uid's tokens signed in before it (forgotten after a day), and announces both changes (db/changes.ts).
     */
    deleteAll: (uid: string, revokedBefore?: number) =>
      write(['refusals', 'profiles'], uid, () =>
        db.transaction(async (tx) => {
          await eraseStanding(tx, uid);
          await deleteWhatTheUserWrote(tx, uid);
          await tx.delete(endedSessions).where(eq(endedSessions.uid, uid));
          await tx.delete(tokenRevocations).where(eq(tokenRevocations.uid, uid));
          await tx
            .delete(rateLimitCounters)
            .where(and(inArray(rateLimitCounters.bucket, PER_USER_BUCKETS), eq(rateLimitCounters.key, uid)));
          if (revokedBefore !== undefined) await tx.insert(tokenRevocations).values({ uid, revokedBefore });
          // The user's events already sent go too (user.created carried the email); those still to send stay until
          // sent. Partners erase what they hold of the user as well: told once, though the erasure may run again.
          await forgetDeliveredEvents(tx, uid);
          await recordEvent(tx, eventOf('user.deleted', { uid }), { once: true });
          await tx.execute(announce('refusals', uid));
          await tx.execute(announce('profiles', uid));
        }),
      ),

    /**
     * Settles the account's writes made under unverified sign-ins, once a verified sign-in (`authTime`) arrives: when
     * it `takesOver` the address, what they wrote (profile, picture, passkeys) is deleted and every sign-in before it
     * refused; otherwise they are its own. Either way the record goes. False when there was none left to settle (another
     * request or instance settled it first).
     */
    settleUnverifiedWrites: (uid: string, authTime: number, takesOver: boolean, email: string | null = null) =>
      write(['refusals', 'profiles'], uid, () =>
        writeForAccount(db, uid, async (tx) => {
          const [standing] = await tx
            .update(accountStandings)
            .set({ unverifiedAuthTime: null })
            .where(and(eq(accountStandings.uid, uid), isNotNull(accountStandings.unverifiedAuthTime)))
            .returning({ uid: accountStandings.uid });
          if (!standing) return false;
          if (takesOver) await dropWritesAndRefuseBefore(tx, uid, authTime);
          // The first verified sign-in after unverified writes: the address is the user's now.
          if (email !== null) await recordEvent(tx, eventOf('email.verified', { uid, email }));
          await tx.execute(announce('refusals', uid));
          return true;
        }),
      ),

    /**
     * The owner of the address, proven by its verification link followed outside the sign-up's session, takes the
     * account back: what was written under the address before it was proven goes (nothing of it can be attributed to
     * the owner), every sign-in before `revokedBefore` is refused, and no unverified writes are left to settle.
     */
    takeBackAddress: (uid: string, revokedBefore: number, email: string) =>
      write(['refusals', 'profiles'], uid, () =>
        writeForAccount(db, uid, async (tx) => {
          await tx.update(accountStandings).set({ unverifiedAuthTime: null }).where(eq(accountStandings.uid, uid));
          await dropWritesAndRefuseBefore(tx, uid, revokedBefore);
          await recordEvent(tx, eventOf('email.verified', { uid, email }));
          await tx.execute(announce('refusals', uid));
        }),
      ),
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
export type AccountRows = Awaited<ReturnType<AccountRepository['read']>>;
