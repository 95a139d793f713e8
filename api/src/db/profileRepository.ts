import { hash } from 'node:crypto';

import type { UserProfile } from '@thryve/contract';
import { and, eq, ne, sql } from 'drizzle-orm';

import { eventOf, recordEvent } from '../webhooks/outbox';
import { writeForAccount, type SignIn } from './accountStanding';
import { announce, unheard, type AnnouncedWrite } from './changes';
import type { AppDb } from './client';
import { profilePictures, profiles, type ProfileRow } from './schema';

/** What registration stores: the validated payload minus the passwords, picture decoded. */
export type ProfileInput = Pick<
  UserProfile,
  'email' | 'firstName' | 'lastName' | 'username' | 'birthday' | 'height' | 'weight'
> & {
  uid: string;
  picture: { contentType: 'image/jpeg' | 'image/png'; bytes: Buffer } | null;
};

type SaveOutcome = { status: 'created' | 'updated' | 'unchanged'; profile: ProfileRow } | { status: 'username_taken' };

/**
 * What a profile edit stores: the profile fields, and the picture as a change (left out: kept, null: removed). The
 * email is the one stored at registration.
 */
export type ProfileUpdate = Omit<ProfileInput, 'uid' | 'email' | 'picture'> & { picture?: ProfileInput['picture'] };

type UpdateOutcome = Exclude<SaveOutcome, { status: 'created' }> | { status: 'not_registered' };

const UNIQUE_VIOLATION = '23505';

export function pictureHash(bytes: Buffer): string {
  return hash('sha256', bytes);
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

type WriteOutcome = SaveOutcome | UpdateOutcome;

/** Only a write that stored a row announced it. */
const changed = (outcome: WriteOutcome) => outcome.status === 'created' || outcome.status === 'updated';

/** The columns a write sets from the input. */
function storedValues(input: Omit<ProfileInput, 'uid' | 'picture'>, pictureHash: string | null) {
  const { email, firstName, lastName, username, birthday, height, weight } = input;
  return { email, firstName, lastName, username, birthday, height, weight, pictureHash };
}

export function sameData(row: ProfileRow, input: Parameters<typeof storedValues>[0], hash: string | null): boolean {
  const values = storedValues(input, hash);
  return (Object.keys(values) as (keyof typeof values)[]).every((column) => row[column] === values[column]);
}

/** Profiles and their pictures. Every write is one transaction: a crash leaves the old or the new state. */
export function createProfileRepository(db: AppDb, announced: AnnouncedWrite = unheard) {
  // Built once: on PostgreSQL a named prepared statement (pg prepares it once per connection), so neither drizzle
  // nor the server plans this query again on every GET.
  const profileByUid = db
    .select()
    .from(profiles)
    .where(eq(profiles.uid, sql.placeholder('uid')))
    .prepare('thryve_profile_by_uid');
  async function usernameTakenByOther(tx: AppDb, uid: string, username: string): Promise<boolean> {
    const rows = await tx
      .select({ uid: profiles.uid })
      .from(profiles)
      .where(and(sql`lower(${profiles.username}) = lower(${username})`, ne(profiles.uid, uid)))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * One write in one transaction, the row locked: a crash leaves the old or the new state. Registration gives the
   * email and creates a missing row; an edit keeps the row's email (no row: `not_registered`), and its picture unless
   * given. The picture is hashed before the row is locked.
   */
  async function write(
    { uid, email, picture, ...fields }: ProfileUpdate & { uid: string; email?: string },
    signIn: SignIn | undefined,
  ) {
    const newHash = picture ? pictureHash(picture.bytes) : null;
    return writeForAccount(
      db,
      uid,
      async (tx): Promise<WriteOutcome> => {
        const [existing] = await tx.select().from(profiles).where(eq(profiles.uid, uid)).for('update');
        const storedEmail = email ?? existing?.email;
        if (storedEmail === undefined) return { status: 'not_registered' };
        const input = { ...fields, uid, email: storedEmail };
        const hash = picture === undefined ? (existing?.pictureHash ?? null) : newHash;
        if (existing && sameData(existing, input, hash)) return { status: 'unchanged', profile: existing };
        if (await usernameTakenByOther(tx, uid, input.username)) return { status: 'username_taken' };
        const values = storedValues(input, hash);
        // In the same transaction: every instance hears of the new row once it is committed (db/changes.ts).
        await tx.execute(announce('profiles', uid));
        const [profile] = existing
          ? await tx
              .update(profiles)
              .set({ ...values, updatedAt: sql`now()` })
              .where(eq(profiles.uid, uid))
              .returning()
          : await tx
              .insert(profiles)
              .values({ uid, ...values })
              .returning();
        // An edit that leaves the picture out (undefined) keeps the stored one as it is.
        if (picture === null) {
          await tx.delete(profilePictures).where(eq(profilePictures.uid, uid));
        } else if (picture && existing?.pictureHash !== hash) {
          const stored = { contentType: picture.contentType, hash: hash as string, bytes: picture.bytes };
          await tx
            .insert(profilePictures)
            .values({ uid, ...stored })
            .onConflictDoUpdate({ target: profilePictures.uid, set: stored });
        }
        // Partners hear of the account as it is now: no name, picture or body data (they are not the partner's).
        const user = {
          uid,
          email: profile.email,
          emailVerified: signIn?.emailVerified ?? false,
          displayName: null,
          role: signIn?.role ?? null,
        };
        await recordEvent(tx, eventOf(existing ? 'user.updated' : 'user.created', user));
        return { status: existing ? 'updated' : 'created', profile };
      },
      signIn,
    );
  }

  /**
   * `write`, announced (db/changes.ts), once more when two writers raced for one username: the unique index decides,
   * then this says who won.
   */
  const writeRacing = (uid: string, username: string, attempt: () => Promise<WriteOutcome>) =>
    announced(
      ['profiles'],
      uid,
      async (): Promise<WriteOutcome> => {
        try {
          return await attempt();
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          if (await usernameTakenByOther(db, uid, username)) return { status: 'username_taken' };
          return attempt();
        }
      },
      changed,
    );

  return {
    /**
     * Creates or updates the caller's profile; `username_taken` when another user holds the name (any case).
     * AccountErased once the account's erasure began. `signIn`: the caller's (an unverified one is recorded).
     */
    save: (input: ProfileInput, signIn?: SignIn) =>
      writeRacing(input.uid, input.username, () => write(input, signIn)) as Promise<SaveOutcome>,

    /** Edits a registered profile; `not_registered` when there is none, `username_taken` as for `save`. */
    update: (uid: string, change: ProfileUpdate, signIn?: SignIn) =>
      writeRacing(uid, change.username, () => write({ ...change, uid }, signIn)) as Promise<UpdateOutcome>,

    async findByUid(uid: string): Promise<ProfileRow | null> {
      const [row] = await profileByUid.execute({ uid });
      return row ?? null;
    },

    async findPicture(uid: string) {
      const [row] = await db
        .select({ contentType: profilePictures.contentType, hash: profilePictures.hash, bytes: profilePictures.bytes })
        .from(profilePictures)
        .where(eq(profilePictures.uid, uid));
      return row ?? null;
    },

    async list(limit = 500): Promise<ProfileRow[]> {
      return db.select().from(profiles).orderBy(profiles.createdAt, profiles.uid).limit(limit);
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
