import pg from 'pg';

import { startApi, type ApiProcess } from '../db/__tests__/apiProcess';
import { setupTestDatabases, type TestDatabases } from '../db/__tests__/testDatabases';
import { createUser } from './support/emulator';
import { expectSurvivedBurst, registrationBurst, sha256 } from './support/killBurst';

jest.setTimeout(180_000);

let databases: TestDatabases;
const running: ApiProcess[] = [];
beforeAll(async () => {
  databases = await setupTestDatabases();
});
afterAll(async () => {
  for (const api of running)
    if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
  await Promise.all(running.map((api) => api.exited));
  await databases.teardown();
});

it('kill -9 of one of three instances mid-burst loses no acknowledged registration and leaves no half-written row', async () => {
  const USERS = 9;
  const ACKS_BEFORE_KILL = 15;
  const url = await databases.newPostgresUrl();
  const noLimits = {
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_REGISTER_PER_IP: '100000',
    RATE_LIMIT_REGISTER_PER_USER: '100000',
  };
  const apis = await Promise.all([1, 2, 3].map(() => startApi('', { DATABASE_URL: url, ...noLimits })));
  running.push(...apis);
  const victim = apis[0];
  const users = await Promise.all(Array.from({ length: USERS }, () => createUser()));

  // Each user registers again and again through "its" instance, users spread over all three; when enough answers
  // came back, instance 0 is killed with its requests in flight. The survivors serve every user's last acknowledged
  // registration (or the one cut, which may have committed).
  const burst = await registrationBurst({
    users,
    apiFor: (index) => apis[index % 3],
    victim,
    acksBeforeKill: ACKS_BEFORE_KILL,
    pictureBytes: 100_000,
  });
  await expectSurvivedBurst(users, (index) => apis[1 + (index % 2)], burst);

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
