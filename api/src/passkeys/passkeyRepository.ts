import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';

import { writeForAccount, type SignIn } from '../db/accountStanding';
import type { AppDb } from '../db/client';
import { passkeyChallenges, passkeys } from '../db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskey = Omit<PasskeyRow, 'createdAt' | 'lastUsedAt'>;
type ChallengeKind = 'registration' | 'authentication';

/** A challenge as handed out; registration's carry the uid and the user handle of the passkey to be made. */
export interface IssuedChallenge {
  challenge: string;
  kind: ChallengeKind;
  uid: string | null;
  userHandle: string | null;
  rpId: string;
  origin: string;
  expiresAt: Date;
}

/** Which challenge a response may use: its own, of this kind, for its origin, (registration) of the caller. */
export interface ChallengeClaim {
  challenge: string;
  kind: ChallengeKind;
  origin: string;
  uid: string | null;
  now: Date;
}

/** What one sign-in with a passkey proved: its new counter and backup state. */
export interface PasskeyUse {
  id: string;
  counter: number;
  deviceType: string;
  backedUp: boolean;
  usedAt: Date;
}

/** Passkeys and their challenges, in the database so that every instance sees the same ones at once. */
export function createPasskeyRepository(db: AppDb) {
  return {
    /** Registration's challenges are bound to a uid: AccountErased once the account's erasure began. */
    async issueChallenge(issued: IssuedChallenge): Promise<void> {
      if (issued.uid === null) await db.insert(passkeyChallenges).values(issued);
      else await writeForAccount(db, issued.uid, (tx) => tx.insert(passkeyChallenges).values(issued));
    },

    /**
     * Deletes the challenge and returns it, when it is unexpired and matches the claim: one statement, so of two
     * responses with the same challenge (a replay, or two instances at once) exactly one gets it.
     */
    async consumeChallenge(claim: ChallengeClaim): Promise<IssuedChallenge | null> {
      const [row] = await db
        .delete(passkeyChallenges)
        .where(
          and(
            eq(passkeyChallenges.challenge, claim.challenge),
            eq(passkeyChallenges.kind, claim.kind),
            eq(passkeyChallenges.origin, claim.origin),
            claim.uid === null ? isNull(passkeyChallenges.uid) : eq(passkeyChallenges.uid, claim.uid),
            gt(passkeyChallenges.expiresAt, claim.now),
          ),
        )
        .returning();
      return row ? { ...row, kind: row.kind as ChallengeKind } : null;
    },

    /** The uid's passkeys, newest first. */
    async listOf(uid: string): Promise<PasskeyRow[]> {
      return db.select().from(passkeys).where(eq(passkeys.uid, uid)).orderBy(desc(passkeys.createdAt), passkeys.id);
    },

    async find(id: string): Promise<PasskeyRow | null> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id));
      return row ?? null;
    },

    /**
     * Stores a new passkey; null when a passkey with this credential ID exists already. AccountErased once the
     * account's erasure began. `signIn`: the caller's (an unverified one is recorded: db/accountStanding.ts).
     */
    async add(passkey: NewPasskey, createdAt: Date, signIn?: SignIn): Promise<PasskeyRow | null> {
      const [row] = await writeForAccount(
        db,
        passkey.uid,
        (tx) =>
          tx
            .insert(passkeys)
            .values({ ...passkey, createdAt })
            .onConflictDoNothing()
            .returning(),
        signIn,
      );
      return row ?? null;
    },

    /**
     * Records a sign-in and returns the passkey's uid; null when the passkey is gone, or its counter is not below the
     * new one (a cloned authenticator, or a response older than one already accepted). Counters of 0 on both sides:
     * an authenticator that keeps none. Atomic, so two instances cannot both accept the same counter.
     */
    async recordUse(use: PasskeyUse): Promise<string | null> {
      const [row] = await db
        .update(passkeys)
        .set({ counter: use.counter, deviceType: use.deviceType, backedUp: use.backedUp, lastUsedAt: use.usedAt })
        .where(
          and(eq(passkeys.id, use.id), use.counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, use.counter)),
        )
        .returning({ uid: passkeys.uid });
      return row?.uid ?? null;
    },

    /** Deletes the uid's passkey; false when it has none with this ID. */
    async remove(uid: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.uid, uid)))
        .returning({ id: passkeys.id });
      return deleted.length > 0;
    },
  };
}

export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>;
