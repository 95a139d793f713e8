import { hash } from 'node:crypto';

import type { UserProfile } from '@thryve/shared/types';
import { and, eq, ne, sql } from 'drizzle-orm';

import { announce } from './changes';
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

/** What one write stores, decided from the locked row; `keepPicture`: the stored picture stays as it is. */
interface Plan {
  input: ProfileInput;
  hash: string | null;
  keepPicture: boolean;
}

/** Registration stores the whole input, picture included (null: none). Hashed before the row is locked. */
function registrationPlan(input: ProfileInput): () => Plan {
  const plan = { input, hash: input.picture ? pictureHash(input.picture.bytes) : null, keepPicture: false };
  return () => plan;
}

/** An edit changes a registered row (null: there is none), keeping its email, and its picture unless given. */
function editPlan(uid: string, change: ProfileUpdate): (existing: ProfileRow | undefined) => Plan | null {
  const { picture, ...fields } = change;
  const keepPicture = picture === undefined;
  const newHash = picture ? pictureHash(picture.bytes) : null;
  return (existing) =>
    existing
      ? {
          input: { ...fields, uid, email: existing.email, picture: picture ?? null },
          hash: keepPicture ? existing.pictureHash : newHash,
          keepPicture,
        }
      : null;
}

/** The columns a write sets from the input. */
function storedValues(input: ProfileInput, pictureHash: string | null) {
  const { email, firstName, lastName, username, birthday, height, weight } = input;
  return { email, firstName, lastName, username, birthday, height, weight, pictureHash };
}

export function sameData(row: ProfileRow, input: ProfileInput, hash: string | null): boolean {
  const values = storedValues(input, hash);
  return (Object.keys(values) as (keyof typeof values)[]).every((column) => row[column] === values[column]);
}

/** Profiles and their pictures. Every write is one transaction: a crash leaves the old or the new state. */
export function createProfileRepository(db: AppDb) {
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

  /** One write in one transaction, the row locked: a crash leaves the old or the new state. */
  async function write(uid: string, plan: (existing: ProfileRow | undefined) => Plan | null): Promise<WriteOutcome> {
    return db.transaction(async (tx) => {
      const [existing] = await tx.select().from(profiles).where(eq(profiles.uid, uid)).for('update');
      const planned = plan(existing);
      if (!planned) return { status: 'not_registered' };
      const { input, hash, keepPicture } = planned;
      if (existing && sameData(existing, input, hash)) return { status: 'unchanged', profile: existing };
      if (await usernameTakenByOther(tx, input.uid, input.username)) return { status: 'username_taken' };
      const values = storedValues(input, hash);
      // In the same transaction: every instance hears of the new row once it is committed (db/changes.ts).
      await tx.execute(announce('profiles', input.uid));
      const [profile] = existing
        ? await tx
            .update(profiles)
            .set({ ...values, updatedAt: sql`now()` })
            .where(eq(profiles.uid, input.uid))
            .returning()
        : await tx
            .insert(profiles)
            .values({ uid: input.uid, ...values })
            .returning();
      // An edit that leaves the picture out keeps the stored one as it is.
      if (keepPicture) return { status: existing ? 'updated' : 'created', profile };
      if (!input.picture) {
        await tx.delete(profilePictures).where(eq(profilePictures.uid, input.uid));
      } else if (existing?.pictureHash !== hash) {
        const picture = { contentType: input.picture.contentType, hash: hash as string, bytes: input.picture.bytes };
        await tx
          .insert(profilePictures)
          .values({ uid: input.uid, ...picture })
          .onConflictDoUpdate({ target: profilePictures.uid, set: picture });
      }
      return { status: existing ? 'updated' : 'created', profile };
    });
  }

  /** `write`, once more when two writers raced for one username: the unique index decides, then this says who won. */
  async function writeRacing(uid: string, username: string, attempt: () => Promise<WriteOutcome>) {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await usernameTakenByOther(db, uid, username)) return { status: 'username_taken' };
      return attempt();
    }
  }

  return {
    /** Creates or updates the caller's profile; `username_taken` when another user holds the name (any case). */
    save: (input: ProfileInput) =>
      writeRacing(input.uid, input.username, () => write(input.uid, registrationPlan(input))) as Promise<SaveOutcome>,

    /** Edits a registered profile; `not_registered` when there is none, `username_taken` as for `save`. */
    update: (uid: string, change: ProfileUpdate) =>
      writeRacing(uid, change.username, () => write(uid, editPlan(uid, change))) as Promise<UpdateOutcome>,

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
