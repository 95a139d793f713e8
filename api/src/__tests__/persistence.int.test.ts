import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';

import { spawnApi, startApi } from '../db/__tests__/apiProcess';
import { openDatabase } from '../db/client';
import { LOCK_FILE_NAME } from '../db/dataDirLock';
import { createProfileRepository } from '../db/profileRepository';
import { createUser } from './support/emulator';
import { dataUrl, pngBytes, validPayload } from './support/fixtures';
import { expectSurvivedBurst, registrationBurst, sha256 } from './support/killBurst';
import { bearer, startTestApp } from './support/testApp';
import { until } from './support/until';

jest.setTimeout(180_000);

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'thryve-api-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('persistence', () => {
  it('keeps profiles across a restart on the same PGlite folder', async () => {
    const dataDir = tempDir();
    const user = await createUser();
    const payload = validPayload(user.email);
    const first = await startTestApp({ database: await openDatabase({ dataDir }) });
    expect(
      (await first.request({ method: 'POST', url: '/api/Identity/register', headers: bearer(user.idToken), payload }))
        .statusCode,
    ).toBe(201);
    await first.close();

    const second = await startTestApp({ database: await openDatabase({ dataDir }) });
    try {
      const profile = await second.request({ url: '/api/Identity/user', headers: bearer(user.idToken) });
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ id: user.uid, username: payload.username });
      const picture = await second.request({ url: '/api/Identity/user/picture', headers: bearer(user.idToken) });
      expect(picture.rawPayload.toString('base64')).toBe(payload.profilePicture!.split(',')[1]);
    } finally {
      await second.close();
    }
  });

  it('finishes in-flight requests on SIGTERM, then exits 0', async () => {
    const dataDir = tempDir();
    const user = await createUser();
    // At info level the server says when the signal has reached it.
    const { child, exited, port, output } = await startApi(dataDir, { LOG_LEVEL: 'info' });
    const body = Buffer.from(
      JSON.stringify(validPayload(user.email, { profilePicture: dataUrl('image/png', pngBytes(3_000_000)) })),
    );
    const head =
      `POST /api/Identity/register HTTP/1.1\r\nHost: api\r\nConnection: close\r\n` +
      `Authorization: Bearer ${user.idToken}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    // The request is held open by its own unfinished body: in flight when the signal arrives, whatever the timing.
    const socket = connect(port, '127.0.0.1');
    const answer = new Promise<string>((resolve, reject) => {
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    await new Promise((resolve) => socket.once('connect', resolve));
    const half = body.length >> 1;
    socket.write(Buffer.concat([Buffer.from(head), body.subarray(0, half)]));
    child.kill('SIGTERM');
    await until(() => output().includes('shutting down'));
    socket.end(body.subarray(half));
    expect(await answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    const database = await openDatabase({ dataDir });
    try {
      expect(await createProfileRepository(database.db).findByUid(user.uid)).not.toBeNull();
    } finally {
      await database.close();
    }
  });

  it('refuses a second API on the same PGlite folder; the first keeps serving and the data stays', async () => {
    const dataDir = tempDir();
    const user = await createUser();
    const first = await startApi(dataDir);
    const register = (weight: number) =>
      first.request({
        method: 'POST',
        url: '/api/Identity/register',
        headers: bearer(user.idToken),
        payload: validPayload(user.email, { weight }),
      });
    expect((await register(120)).statusCode).toBe(201);

    const second = await spawnApi(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The database folder ${dataDir} is in use by another Thryve API (pid ${first.child.pid}), e.g. a running npm ` +
        'start. Stop it first, or give this one another folder with DATA_DIR.',
    );
    expect(second.output()).not.toMatch(/Aborted|\bat .+\.ts:\d+/);

    expect((await register(121)).statusCode).toBe(200);
    const profile = await first.request({ url: '/api/Identity/user', headers: bearer(user.idToken) });
    expect(profile.json()).toMatchObject({ id: user.uid, weight: 121 });
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const database = await openDatabase({ dataDir });
    try {
      expect(await createProfileRepository(database.db).findByUid(user.uid)).toMatchObject({ weight: 121 });
    } finally {
      await database.close();
    }
  });

  it('keeps every acknowledged registration, exactly, and no half-written one after kill -9 mid-burst', async () => {
    // Each user registers again and again (new weight and picture each round) until enough answers came back;
    // then the server is killed with requests still in flight. A cut request may or may not have committed.
    const USERS = 8;
    const ACKS_BEFORE_KILL = 12;
    const dataDir = tempDir();
    const users = await Promise.all(Array.from({ length: USERS }, () => createUser()));
    const noLimits = { RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_REGISTER_PER_IP: '100000' };
    const api = await startApi(dataDir, { ...noLimits, RATE_LIMIT_REGISTER_PER_USER: '100000' });

    const burst = await registrationBurst({
      users,
      apiFor: () => api,
      victim: api,
      acksBeforeKill: ACKS_BEFORE_KILL,
      pictureBytes: 300_000,
    });

    // A normal start takes over the dead process's lock and serves every acknowledged registration.
    const again = await startApi(dataDir);
    expect(await expectSurvivedBurst(users, () => again, burst)).toBeGreaterThan(0);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);

    const database = await openDatabase({ dataDir });
    try {
      const profiles = (await database.db.execute(
        sql`SELECT uid, email, first_name, last_name, username, picture_hash FROM profiles`,
      )) as unknown as {
        rows: {
          uid: string;
          email: string;
          first_name: string;
          last_name: string;
          username: string;
          picture_hash: string | null;
        }[];
      };
      const pictures = (await database.db.execute(sql`SELECT uid, hash, bytes FROM profile_pictures`)) as unknown as {
        rows: { uid: string; hash: string; bytes: Uint8Array }[];
      };
      const pictureByUid = new Map(pictures.rows.map((row) => [row.uid, row]));
      for (const uid of burst.acknowledged.keys()) expect(profiles.rows.some((row) => row.uid === uid)).toBe(true);
      for (const row of profiles.rows) {
        expect(row.email && row.first_name && row.last_name && row.username).toBeTruthy();
        const picture = pictureByUid.get(row.uid);
        expect(picture?.hash ?? null).toBe(row.picture_hash);
        if (picture) expect(sha256(picture.bytes)).toBe(picture.hash);
      }
      expect(pictures.rows.every((picture) => profiles.rows.some((row) => row.uid === picture.uid))).toBe(true);
    } finally {
      await database.close();
    }
  });
});
