import type { RegisterPayload } from '@thryve/contract';
import { sql } from 'drizzle-orm';

import type { Database } from '../../db/client';
import { createUser, type TestUser } from './emulator';
import { validPayload } from './fixtures';
import { bearer, type TestApp } from './testApp';

/** A real emulator account that completed registration through the API; `payload` is what it registered. */
export async function registeredUser(
  t: Pick<TestApp, 'request'>,
  overrides: Partial<RegisterPayload> = {},
): Promise<TestUser & { payload: RegisterPayload }> {
  const user = await createUser();
  const payload = validPayload(user.email, overrides);
  const answer = await t.request({
    method: 'POST',
    url: '/api/Identity/register',
    headers: bearer(user.idToken),
    payload,
  });
  if (answer.statusCode !== 201) throw new Error(`register: ${answer.statusCode} ${answer.body}`);
  return { ...user, payload };
}

/** The tables with a row per user, and the column that holds the uid. */
const USER_TABLES = [
  ['profiles', 'uid'],
  ['profile_pictures', 'uid'],
  ['ended_sessions', 'uid'],
  ['token_revocations', 'uid'],
  ['rate_limit_counters', 'key'],
  ['account_standings', 'uid'],
] as const;

/** How many rows of each table hold the uid, read from the database itself (no repository in between). */
export async function rowsOf(database: Database, uid: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, column] of USER_TABLES) {
    const result = await database.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${uid}`,
    );
    counts[table] = Number((result as unknown as { rows: { count: number }[] }).rows[0].count);
  }
  return counts;
}
