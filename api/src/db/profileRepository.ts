import { hash } from 'node:crypto';

import type { UserProfile } from '@thryve/shared/types';
import { and, eq, ne, sql } from 'drizzle-orm';

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

export type SaveOutcome =
  { status: 'created' | 'updated' | 'unchanged'; profile: ProfileRow } | { status: 'username_taken' };

export interface StoredPicture {
  contentType: string;
  hash: string;
  bytes: Buffer;
}

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

export function sameData(row: ProfileRow, input: ProfileInput, hash: string | null): boolean {
  return (
    row.email === input.email &&
    row.firstName === input.firstName &&
    row.lastName === input.lastName &&
    row.username === input.username &&
    row.birthday === input.birthday &&
    row.height === input.height &&
    row.weight === input.weight &&
    row.pictureHash === hash
  );
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

  async function write(input: ProfileInput): Promise<SaveOutcome> {
    const hash = input.picture ? pictureHash(input.picture.bytes) : null;
    return db.transaction(async (tx) => {
      const [existing] = await tx.select().from(profiles).where(eq(profiles.uid, input.uid)).for('update');
      if (existing && sameData(existing, input, hash)) return { status: 'unchanged', profile: existing };
      if (await usernameTakenByOther(tx, input.uid, input.username)) return { status: 'username_taken' };
      const values = {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        username: input.username,
        birthday: input.birthday,
        height: input.height,
        weight: input.weight,
        pictureHash: hash,
      };
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

  return {
    /** Creates or updates the caller's profile; `username_taken` when another user holds the name (any case). */
    async save(input: ProfileInput): Promise<SaveOutcome> {
      try {
        return await write(input);
      } catch (error) {
        // Two registrations racing for the same name: the unique index decides.
        if (isUniqueViolation(error)) {
          if (await usernameTakenByOther(db, input.uid, input.username)) return { status: 'username_taken' };
          return write(input);
        }
        throw error;
      }
    },

    async findByUid(uid: string): Promise<ProfileRow | null> {
      const [row] = await profileByUid.execute({ uid });
      return row ?? null;
    },

    async findPicture(uid: string): Promise<StoredPicture | null> {
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
