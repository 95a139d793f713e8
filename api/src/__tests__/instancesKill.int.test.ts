import pg from 'pg';

import { startApi, type ApiProcess } from '../db/__tests__/apiProcess';
import { newPostgresUrl } from '../db/__tests__/testDatabases';
import { createUser } from './support/emulator';
import { expectSurvivedBurst, registrationBurst, sha256 } from './support/killBurst';
import { bearer } from './support/testApp';

jest.setTimeout(180_000);

const VICTIM = 'thryve-kill-victim';

const running: ApiProcess[] = [];
afterAll(async () => {
  for (const api of running)
    if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
  await Promise.all(running.map((api) => api.exited));
});

it('kill -9 of one of three instances mid-burst loses no acknowledged registration and leaves no half-written row', async () => {
  const USERS = 9;
  const ACKS_BEFORE_KILL = 15;
  const url = await newPostgresUrl();
  const noLimits = {
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_REGISTER_PER_IP: '100000',
    RATE_LIMIT_REGISTER_PER_USER: '100000',
  };
  // The victim's connections carry a name of their own, so the test can see its transactions in pg_stat_activity.
  const victimUrl = `${url}${url.includes('?') ? '&' : '?'}application_name=${VICTIM}`;
  const apis = await Promise.all(
    [victimUrl, url, url].map((databaseUrl) => startApi('', { DATABASE_URL: databaseUrl, ...noLimits })),
  );
  running.push(...apis);
  const victim = apis[0];
  const users = await Promise.all(Array.from({ length: USERS }, () => createUser()));
  const onVictim = users.filter((_user, index) => index % 3 === 0);

  // Each user registers again and again through "its" instance, users spread over all three. When enough answers
  // came back, the test locks the profile row of one of the victim's users: that user's next registration waits
  // inside its open transaction. Instance 0 is killed once pg_stat_activity shows that transaction waiting, so the
  // kill lands inside an open write for certain. The survivors serve every user's last acknowledged registration
  // (or the one cut, which may have committed); the locked user's, exactly the acknowledged one.
  // One connection holds the lock; another watches (pg_stat_activity is frozen for the length of a transaction).
  const [locker, watcher] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
  await Promise.all([locker.connect(), watcher.connect()]);
  const victimWaitsForLock = async () =>
    (
      await watcher.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE application_name = $1 AND xact_start IS NOT NULL AND wait_event_type = 'Lock'`,
        [VICTIM],
      )
    ).rows[0].n > 0;
  let locked: string | undefined;
  const burst = await registrationBurst({
    users,
    apiFor: (index) => apis[index % 3],
    victim,
    acksBeforeKill: ACKS_BEFORE_KILL,
    pictureBytes: 100_000,
    kill: async (acknowledged) => {
      locked = onVictim.find((user) => acknowledged.has(user.uid))?.uid;
      expect(locked).toBeDefined();
      await locker.query('BEGIN');
      await locker.query('SELECT 1 FROM profiles WHERE uid = $1 FOR UPDATE', [locked]);
      while (!(await victimWaitsForLock())) await new Promise((resolve) => setTimeout(resolve, 10));
      victim.child.kill('SIGKILL');
      await victim.exited;
      await locker.query('ROLLBACK');
    },
  });
  await Promise.all([locker.end(), watcher.end()]);
  const verified = await expectSurvivedBurst(users, (index) => apis[1 + (index % 2)], burst);
  // Users of the two survivors stopped when the kill began, each with nothing in flight: every one of them that
  // was answered is served exactly what was acknowledged. So is the locked user, whose cut write never committed.
  const survivorsAcknowledged = users.filter((user, index) => index % 3 !== 0 && burst.acknowledged.has(user.uid));
  expect(survivorsAcknowledged.length).toBeGreaterThan(0);
  expect(verified).toBeGreaterThanOrEqual(survivorsAcknowledged.length + 1);
  const lockedProfile = await apis[1].request({
    url: '/api/Identity/user',
    headers: bearer(users.find((user) => user.uid === locked)!.idToken),
  });
  expect(lockedProfile.json().weight).toBe(burst.acknowledged.get(locked!)!.weight);

  // No half-written row: every profile whole, every picture matching its profile's hash.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      uid: string;
      picture_hash: string | null;
      hash: string | null;
      bytes: Buffer;
    }>('SELECT p.uid, p.picture_hash, pp.hash, pp.bytes FROM profiles p LEFT JOIN profile_pictures pp USING (uid)');
    for (const uid of burst.acknowledged.keys()) expect(rows.some((row) => row.uid === uid)).toBe(true);
    for (const row of rows) {
      expect(row.hash).toBe(row.picture_hash);
      if (row.bytes) expect(sha256(row.bytes)).toBe(row.hash);
    }
    const orphans = await client.query('SELECT uid FROM profile_pictures WHERE uid NOT IN (SELECT uid FROM profiles)');
    expect(orphans.rows).toEqual([]);
  } finally {
    await client.end();
  }
});
