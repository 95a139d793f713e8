import { createHash } from 'node:crypto';

import pg from 'pg';

import { startApi, type ApiProcess } from '../db/__tests__/apiProcess';
import { setupTestDatabases, type TestDatabases } from '../db/__tests__/testDatabases';
import { createUser } from './support/emulator';
import { dataUrl, pngBytes, validPayload } from './support/fixtures';
import { bearer } from './support/testApp';

jest.setTimeout(180_000);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

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

interface Sent {
  weight: number;
  pictureHash: string;
}

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

  // Each user registers again and again (new weight and picture each round) through "its" instance, users spread
  // over all three; when enough answers came back, instance 0 is killed with its requests in flight.
  const acknowledged = new Map<string, Sent>();
  const cut = new Map<string, Sent>();
  let acks = 0;
  let victimInFlight = 0;
  let killed = false;
  const burst = users.map(async (user, index) => {
    const api = apis[index % 3];
    for (let round = 0; !killed; round += 1) {
      const picture = pngBytes(100_000);
      const sent = { weight: 100 + index * 100 + round, pictureHash: sha256(picture) };
      const payload = validPayload(user.email, { weight: sent.weight, profilePicture: dataUrl('image/png', picture) });
      if (api === victim) victimInFlight += 1;
      const response = await api
        .request({ method: 'POST', url: '/api/Identity/register', headers: bearer(user.idToken), payload })
        .catch(() => null);
      if (api === victim) victimInFlight -= 1;
      if (!response) {
        cut.set(user.uid, sent);
        return;
      }
      expect([200, 201]).toContain(response.statusCode);
      acknowledged.set(user.uid, sent);
      acks += 1;
      if (!killed && acks >= ACKS_BEFORE_KILL && victimInFlight > 0) {
        killed = true;
        victim.child.kill('SIGKILL');
      }
    }
  });
  await Promise.all(burst);
  await victim.exited;
  expect(victim.child.signalCode).toBe('SIGKILL');
  expect(cut.size).toBeGreaterThan(0);

  // The survivors serve every user's last acknowledged registration (or the one cut, which may have committed).
  for (const [index, user] of users.entries()) {
    const api = apis[1 + (index % 2)];
    const profile = await api.request({ url: '/api/Identity/user', headers: bearer(user.idToken) });
    if (!acknowledged.has(user.uid) && profile.statusCode === 404) continue;
    expect(profile.statusCode).toBe(200);
    const candidates = [acknowledged.get(user.uid), cut.get(user.uid)].filter((sent): sent is Sent => !!sent);
    const stored = candidates.find((sent) => sent.weight === profile.json().weight);
    expect(stored).toBeDefined();
    const picture = await api.request({ url: '/api/Identity/user/picture', headers: bearer(user.idToken) });
    expect(sha256(picture.rawPayload)).toBe(stored?.pictureHash);
  }

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
    for (const uid of acknowledged.keys()) expect(rows.some((row) => row.uid === uid)).toBe(true);
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
