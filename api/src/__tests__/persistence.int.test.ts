import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';

import { findRepoRoot } from '../config';
import { spawnApi, startApi, type ApiProcess } from '../db/__tests__/apiProcess';
import { openDatabase } from '../db/client';
import { createProfileRepository } from '../db/profileRepository';
import { createUser } from './support/emulator';
import { dataUrl, pngBytes, validPayload } from './support/fixtures';
import { attachDebugger, INSPECT, type Debuggee } from './support/inspector';
import { expectSurvivedBurst, registrationBurst, sha256, type Sent } from './support/killBurst';
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

// A process left stopped by a debugger never exits by itself: a failed test must not leave one behind.
const leftovers: ApiProcess[] = [];
afterAll(async () => {
  for (const api of leftovers)
    if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
  await Promise.all(leftovers.map((api) => api.exited));
});

/** The registration's transaction where the profile row is written and the picture not yet (profileRepository's `write`). */
const PROFILE_REPOSITORY = join(findRepoRoot() as string, 'api', 'src', 'db', 'profileRepository.ts');
const BETWEEN_PROFILE_AND_PICTURE = /if\s*\(\s*picture\s*===\s*null\s*\)/;

/** What the registration stopped in its transaction is storing, read from its frame. */
interface OpenWrite {
  uid: string;
  weight: number;
  /** The transaction's profile row already holds the new weight. */
  profileWritten: boolean;
}

/**
 * Stops the API between the profile and the picture writes of a registration whose user already has one
 * acknowledged (others' writes are let through), and leaves it stopped there. PGlite runs inside the API process,
 * so a kill from now on lands with that transaction open. The frame is read by the names `write` uses (`input`,
 * `profile`), which tsx keeps.
 */
async function pauseInsideWrite(debuggee: Debuggee, acknowledged: ReadonlyMap<string, Sent>): Promise<OpenWrite> {
  const location = await debuggee.locate(PROFILE_REPOSITORY, BETWEEN_PROFILE_AND_PICTURE);
  const { breakpointId, actualLocation } = await debuggee.setBreakpoint(location);
  expect(actualLocation).toEqual(location);
  for (;;) {
    const pause = await debuggee.nextPause();
    expect(pause.hitBreakpoints).toEqual([breakpointId]);
    const write = await debuggee.evaluate<OpenWrite>(
      pause.callFrames[0].callFrameId,
      '({ uid: input.uid, weight: input.weight, profileWritten: profile.weight === input.weight })',
    );
    if (acknowledged.has(write.uid)) return write;
    await debuggee.resume();
  }
}

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

    const second = spawnApi(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The database folder ${dataDir} is in use by another Thryve API (pid ${first.child.pid} on ${hostname()}), e.g. a ` +
        'running npm start. Stop it first, or give this one another folder with DATA_DIR.',
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

  it('keeps every acknowledged registration, exactly, and no half-written one after kill -9 inside a write', async () => {
    // Each user registers again and again (new weight and picture each round) until enough answers came back;
    // then the server is stopped by a debugger inside a registration's open transaction and killed there, with
    // other requests in flight. A cut request may or may not have committed; the one stopped in its transaction
    // did not.
    const USERS = 8;
    const ACKS_BEFORE_KILL = 12;
    const dataDir = tempDir();
    const users = await Promise.all(Array.from({ length: USERS }, () => createUser()));
    const noLimits = { RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_REGISTER_PER_IP: '100000' };
    const api = await startApi(
      dataDir,
      { ...noLimits, RATE_LIMIT_REGISTER_PER_USER: '100000' },
      { nodeFlags: [INSPECT] },
    );
    leftovers.push(api);
    const debuggee = await attachDebugger(api);

    let open: OpenWrite | undefined;
    const burst = await registrationBurst({
      users,
      apiFor: () => api,
      victim: api,
      acksBeforeKill: ACKS_BEFORE_KILL,
      pictureBytes: 300_000,
      kill: async (acknowledged) => {
        try {
          open = await pauseInsideWrite(debuggee, acknowledged);
          expect(debuggee.isPaused()).toBe(true);
        } finally {
          api.child.kill('SIGKILL');
        }
      },
    });
    // The write stopped in its transaction is the one its user saw cut, after its profile row was written.
    expect(open).toMatchObject({ profileWritten: true });
    expect(burst.cut.get(open!.uid)?.weight).toBe(open!.weight);

    // A normal start takes over the dead process's lock and serves every acknowledged registration; the user stopped
    // in a transaction, exactly the acknowledged one (so at least one user is served exactly what was acknowledged).
    const again = await startApi(dataDir);
    expect(await expectSurvivedBurst(users, () => again, burst)).toBeGreaterThanOrEqual(1);
    const stopped = users.find((user) => user.uid === open!.uid)!;
    const profile = await again.request({ url: '/api/Identity/user', headers: bearer(stopped.idToken) });
    expect(profile.json().weight).toBe(burst.acknowledged.get(stopped.uid)!.weight);
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
