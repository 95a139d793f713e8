import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One row per registered user (Firebase uid). Passwords are never stored. */
export const profiles = pgTable(
  'profiles',
  {
    uid: text('uid').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    height: doublePrecision('height'),
    weight: doublePrecision('weight'),
    /** sha256 of the picture bytes, or null; equals `profile_pictures.hash` of the same uid. */
    pictureHash: text('picture_hash'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('profiles_username_lower_key').on(sql`lower(${table.username})`)],
);

/** The picture bytes, kept apart so profile reads never carry them. */
export const profilePictures = pgTable(
  'profile_pictures',
  {
    uid: text('uid').primaryKey(),
    contentType: text('content_type').notNull(),
    hash: text('hash').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  // PostgreSQL's own names, which databases made before drizzle-kit already carry.
  (table) => [
    foreignKey({ name: 'profile_pictures_uid_fkey', columns: [table.uid], foreignColumns: [profiles.uid] }).onDelete(
      'cascade',
    ),
    check('profile_pictures_content_type_check', sql`${table.contentType} IN ('image/jpeg', 'image/png')`),
  ],
);

/**
 * Sign-ins ended by logout: (uid, auth_time) of the ID token. Every token minted from one sign-in, refreshed ones
 * included, carries the same auth_time, so one row ends them all while the user's other sign-ins stay valid.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    uid: text('uid').notNull(),
    /** The ID token's `auth_time` claim, in seconds. */
    authTime: bigint('auth_time', { mode: 'number' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'ended_sessions_pkey', columns: [table.uid, table.authTime] })],
);

export const schema = { profiles, profilePictures, endedSessions };
export type ProfileRow = typeof profiles.$inferSelect;
