import { sql, type SQL } from 'drizzle-orm';

/**
 * The channels on which a write tells every instance which user it changed (PostgreSQL's NOTIFY; the payload is the
 * uid). `refusals`: this deployment now refuses more of the user's tokens (a logout, a revocation, a deleted account).
 * `profiles`: the user's profile row changed.
 */
export const CHANGE_CHANNELS = { refusals: 'thryve_refusals', profiles: 'thryve_profiles' } as const;

export type ChangeChannel = keyof typeof CHANGE_CHANNELS;

/** Where each instance says it heard a change: `<channel> <instance id> <uid>`. */
export const ACK_CHANNEL = 'thryve_heard';

/**
 * The statement that announces a change of `uid`, to run inside the write's own transaction: NOTIFY is delivered at
 * commit, and never when the transaction rolls back, so an instance hears only of changes that are in the database.
 */
export const announce = (channel: ChangeChannel, uid: string): SQL =>
  sql`SELECT pg_notify(${CHANGE_CHANNELS[channel]}, ${uid})`;
