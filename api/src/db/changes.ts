import { sql, type SQL } from 'drizzle-orm';

import type { AppDb } from './client';
import { LISTENER_NAME } from './listener';

/**
 * The channels on which a write tells every instance which user it changed (PostgreSQL's NOTIFY; the payload is the
 * uid). `refusals`: this deployment now refuses more of the user's tokens (a logout, a revocation, a deleted account).
 * `profiles`: the user's profile row changed.
 */
export const CHANGE_CHANNELS = { refusals: 'thryve_refusals', profiles: 'thryve_profiles' } as const;

export type ChangeChannel = keyof typeof CHANGE_CHANNELS;

/** Where each instance says it heard a change: `<channel> <instance id> <uid>`. */
export const ACK_CHANNEL = 'thryve_heard';

export const notify = (channel: string, payload: string): SQL => sql`SELECT pg_notify(${channel}, ${payload})`;

/**
 * The statement that announces a change of `uid`, to run inside the write's own transaction: NOTIFY is delivered at
 * commit, and never when the transaction rolls back, so an instance hears only of changes that are in the database.
 */
export const announce = (channel: ChangeChannel, uid: string): SQL => notify(CHANGE_CHANNELS[channel], uid);

/** How a write that announces a change is run: through the change feed in the API (ChangeFeed.write), else alone. */
export type AnnouncedWrite = <T>(
  channels: readonly ChangeChannel[],
  uid: string,
  run: () => Promise<T>,
  announced?: (outcome: T) => boolean,
) => Promise<T>;

export const unheard: AnnouncedWrite = (_channels, _uid, run) => run();

/**
 * How many connections listen, this instance's own included, whose hearing is not certain when a write returns: the
 * PostgreSQL sessions named LISTENER_NAME on this database. 0 on PGlite, whose one connection calls every listener
 * before the write's statement returns.
 */
export async function countListeners(db: AppDb): Promise<number> {
  const { rows } = (await db.execute(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = ${LISTENER_NAME} AND datname = current_database()`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
}
