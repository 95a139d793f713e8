import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
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

/**
 * Rate-limit counters shared by every API instance: one row per (bucket, key, fixed window), counting the tokens of
 * the window's quota handed out to the instances (db/rateLimitRepository.ts). Rows of past windows are deleted by the
 * API itself.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** Which limit: the per-IP limit of every route, or one of register's. */
    bucket: text('bucket').notNull(),
    /** The client's address or uid. */
    key: text('key').notNull(),
    /** Start of the window, in ms since the epoch (the database's clock, a multiple of the window length). */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull(),
    /** How many of them the last take handed out: that instance's are the last `granted` of `count`. */
    granted: integer('granted').notNull().default(1),
  },
  (table) => [
    primaryKey({ name: 'rate_limit_counters_pkey', columns: [table.bucket, table.key, table.windowStart] }),
    index('rate_limit_counters_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Revocations this deployment made (the role command): every token of the uid issued before `revoked_before`
 * (seconds, compared with the token's `iat`) is refused at once by every instance, without asking Firebase.
 */
export const tokenRevocations = pgTable('token_revocations', {
  uid: text('uid').primaryKey(),
  revokedBefore: bigint('revoked_before', { mode: 'number' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Passkeys (WebAuthn credentials), read on every passkey sign-in: deleting a row makes the passkey unusable at once
 * on every instance. No foreign key: a signed-in user may add one before registering a profile.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential ID, base64url. */
    id: text('id').primaryKey(),
    uid: text('uid').notNull(),
    /** WebAuthn's user handle (random bytes, base64url): the same for every passkey of the uid, never its email. */
    userHandle: text('user_handle').notNull(),
    /** The COSE public key. */
    publicKey: bytea('public_key').notNull(),
    /** The last signature counter the authenticator reported; 0 for authenticators that keep none. */
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: text('transports').array().notNull(),
    /** 'singleDevice' or 'multiDevice' (synced). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    rpId: text('rp_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('passkeys_uid_idx').on(table.uid)],
);

/**
 * Challenges handed out with passkey options, each usable once until `expires_at` by any instance: verifying deletes
 * it. Registration's are bound to the uid (and carry the user handle the new passkey gets); all to an origin and RP ID.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    kind: text('kind').notNull(),
    uid: text('uid'),
    userHandle: text('user_handle'),
    rpId: text('rp_id').notNull(),
    origin: text('origin').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    check('passkey_challenges_kind_check', sql`${table.kind} IN ('registration', 'authentication')`),
    index('passkey_challenges_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * What the API knows of one account beyond its data, kept apart from every table of it. `erased_at`: the account's
 * deletion began (a tombstone every write must not find, kept a day: longer than any request accepted before it can
 * still be running). `unverified_auth_time`: the latest sign-in (auth_time) that wrote data while the email was not
 * verified; a verified sign-in that takes the address over later drops what it wrote (auth/addressReclaim.ts).
 */
export const accountStandings = pgTable(
  'account_standings',
  {
    uid: text('uid').primaryKey(),
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
    unverifiedAuthTime: bigint('unverified_auth_time', { mode: 'number' }),
  },
  (table) => [index('account_standings_erased_at_idx').on(table.erasedAt)],
);

/**
 * Partner endpoints that hear the events (the `webhooks` command adds them). `secret` signs every delivery (Standard
 * Webhooks, `whsec_...`); after a rotation the previous secret signs too until `previous_secret_expires_at`, so the
 * partner can switch without losing a delivery. `events`: the types it hears, or null for every type.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: text('id').primaryKey(),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true, mode: 'date' }),
  events: text('events').array(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
});

/**
 * The outbox: one row per event, written in the transaction of the change it reports. `seq` orders a user's events;
 * `id` is the Standard Webhooks message id (`webhook-id`), the same on every attempt; `payload` is the body sent.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: text('id').notNull(),
    type: text('type').notNull(),
    uid: text('uid').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_events_id_key').on(table.id),
    index('webhook_events_created_at_idx').on(table.createdAt),
    // A user's events, found by the erasure.
    index('webhook_events_uid_idx').on(table.uid),
  ],
);

/**
 * One row per event and endpoint that hears it, made with the event. `pending` until the endpoint answers 2xx
 * (`delivered`) or the retries run out (`failed`). An instance leases a row (`leased_until`) while it delivers it:
 * no other instance takes it meanwhile, and a lease whose instance died expires and the row is delivered again.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventSeq: bigint('event_seq', { mode: 'number' }).notNull(),
    endpointId: text('endpoint_id').notNull(),
    /** The event's uid, copied: a user's deliveries to one endpoint go one at a time, in `event_seq` order. */
    uid: text('uid').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    leasedUntil: timestamp('leased_until', { withTimezone: true, mode: 'date' }),
    /** The last attempt's HTTP status, or null when it got no answer. */
    lastStatus: integer('last_status'),
    /** Why the last attempt failed, in our words (never the endpoint's body). */
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    foreignKey({
      name: 'webhook_deliveries_event_fkey',
      columns: [table.eventSeq],
      foreignColumns: [webhookEvents.seq],
    }).onDelete('cascade'),
    foreignKey({
      name: 'webhook_deliveries_endpoint_fkey',
      columns: [table.endpointId],
      foreignColumns: [webhookEndpoints.id],
    }).onDelete('cascade'),
    check('webhook_deliveries_status_check', sql`${table.status} IN ('pending', 'delivered', 'failed')`),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_queue_idx')
      .on(table.endpointId, table.uid, table.eventSeq)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('webhook_deliveries_event_endpoint_key').on(table.eventSeq, table.endpointId),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
