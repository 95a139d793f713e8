import pg from 'pg';

import { openDatabase } from '../client';
import { createProfileRepository } from '../profileRepository';
import { createTokenRevocationRepository } from '../tokenRevocationRepository';
import { newPostgresUrl } from './testDatabases';

jest.setTimeout(120_000);

it('survives the server ending its idle connections (restart, failover) and answers again', async () => {
  const url = await newPostgresUrl();
  const database = await openDatabase({ databaseUrl: url });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    // Several idle connections in the pool.
    await Promise.all(Array.from({ length: 4 }, () => database.ping()));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rows } = await admin.query<{ ended: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    // The pool hears of each loss ('error' on an idle client) and replaces the connections on demand.
    for (const deadline = Date.now() + 10_000; warn.mock.calls.length < rows.length && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(warn.mock.calls.length).toBe(rows.length);
    expect(String(warn.mock.calls[0][0])).toContain('57P01');
    await expect(database.ping()).resolves.toBeUndefined();
  } finally {
    warn.mockRestore();
    await database.close();
  }
});

const profileInput = (uid: string) => ({
  uid,
  email: `${uid}@example.test`,
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: uid,
  birthday: null,
  height: 60,
  weight: 120,
  picture: null,
});

/** How many logouts of `uid` another session (another instance) sees committed. */
async function loggedOutRows(client: pg.Client, uid: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM ended_sessions WHERE uid = $1', [
    uid,
  ]);
  return rows[0].n;
}

describe('a transaction that outlasts DB_TIMEOUT_MS leaves no open transaction behind', () => {
  it('blocked on a lock: the server cancels it (503), and the next write on that connection is committed', async () => {
    const url = await newPostgresUrl();
    // One connection: the logout below runs on the very connection the timed-out save used.
    const database = await openDatabase({ databaseUrl: url, poolSize: 1, timeoutMs: 500 });
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      // Another session (a migration of a rolling deploy, say) holds the profiles for longer than two timeouts.
      await other.query('BEGIN');
      await other.query('LOCK TABLE profiles IN ACCESS EXCLUSIVE MODE');
      const failure = await createProfileRepository(database.db)
        .save(profileInput('blocked'))
        .then(
          () => null,
          (error: Error) => error,
        );
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await other.query('COMMIT');
      // Cancelled by the server (57014), which the API answers with 503.
      expect((failure?.cause as { code?: string } | undefined)?.code).toBe('57014');

      await createTokenRevocationRepository(database.db).endSession('logged-out', 1234);
      expect(await loggedOutRows(other, 'logged-out')).toBe(1);
      await database.close();
      expect(await loggedOutRows(other, 'logged-out')).toBe(1);
    } finally {
      await other.end();
      await database.close();
    }
  });

  it('a connection handed back inside a transaction (its rollback lost) is closed, never lent again', async () => {
    const url = await newPostgresUrl();
    const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      // What a transaction whose rollback timed out behind a stuck statement hands back.
      const connection = await pool.connect();
      await connection.query('BEGIN');
      connection.release();

      await createTokenRevocationRepository(database.db).endSession('after-leak', 1234);
      expect(await loggedOutRows(other, 'after-leak')).toBe(1);
    } finally {
      await other.end();
      await database.close();
    }
  });
});
