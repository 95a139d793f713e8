import { buildApp } from '../../app';
import type { Database } from '../client';
import { endedSessions } from '../schema';
import { createTokenRevocationRepository } from '../tokenRevocationRepository';
import { DATABASE_KINDS, openTestDatabase } from './testDatabases';

jest.setTimeout(120_000);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the sign-in is among the user's ended ones, as every request reads them. */
const isEnded = async (database: Database, uid: string, authTime: number) =>
  (await createTokenRevocationRepository(database.db).refusalsOf(uid)).ended.includes(authTime);

describe.each(DATABASE_KINDS)('sessionRepository on %s', (name) => {
  // A fresh database per test: no test sees another's rows.
  let database: Database;
  beforeEach(async () => {
    database = await openTestDatabase(name);
    expect(database.kind).toBe(name);
  });
  afterEach(async () => database.close());

  it('ends exactly the sign-in given, idempotently', async () => {
    const sessions = createTokenRevocationRepository(database.db);
    expect(await isEnded(database, 'alice', 1_700_000_000)).toBe(false);
    await sessions.endSession('alice', 1_700_000_000);
    await sessions.endSession('alice', 1_700_000_000);
    expect(await isEnded(database, 'alice', 1_700_000_000)).toBe(true);
    // Alice's other device (another sign-in) and another user with the same auth_time stay signed in.
    expect(await isEnded(database, 'alice', 1_700_000_001)).toBe(false);
    expect(await isEnded(database, 'bob', 1_700_000_000)).toBe(false);
    expect(await database.db.select().from(endedSessions)).toHaveLength(1);
  });

  it('keeps auth_time values past 2038 (bigint seconds)', async () => {
    const sessions = createTokenRevocationRepository(database.db);
    const year2100 = 4_102_444_800;
    await sessions.endSession('carol', year2100);
    expect(await isEnded(database, 'carol', year2100)).toBe(true);
    expect(await isEnded(database, 'carol', year2100 - 2 ** 32)).toBe(false);
  });

  it('concurrent logouts of one sign-in all succeed and record it once', async () => {
    const sessions = createTokenRevocationRepository(database.db);
    await Promise.all(Array.from({ length: 6 }, () => sessions.endSession('dave', 1_700_000_500)));
    expect(await database.db.select().from(endedSessions)).toHaveLength(1);
  });

  it("keeps an ended sign-in for good, through the API's cleanup of expired rows (a copied refresh token never expires)", async () => {
    const longAgo = new Date(Date.now() - 5 * 365 * DAY_MS);
    await database.db.insert(endedSessions).values({ uid: 'erin', authTime: 1_500_000_000, endedAt: longAgo });
    // The API runs its cleanup jobs before it is ready to listen.
    const api = await buildApp({ database, config: { corsOrigins: [], firebaseProjectId: 'demo-thryve' } });
    await api.ready();
    await api.close();
    expect(await isEnded(database, 'erin', 1_500_000_000)).toBe(true);
  });
});
