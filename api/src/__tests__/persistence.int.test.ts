import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';

import { findRepoRoot } from '../config';
import { openDatabase } from '../db/client';
import { createProfileRepository } from '../db/profileRepository';
import { createUser } from './support/emulator';
import { dataUrl, pngBytes, validPayload } from './support/fixtures';
import { httpClient } from './support/http';
import { bearer, startTestApp } from './support/testApp';

jest.setTimeout(120_000);

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'thryve-api-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The real server (`src/server.ts`) as a child: Node itself with tsx's loader, so signals reach the server. */
async function startServer(dataDir: string) {
  const port = await freePort();
  const root = findRepoRoot() as string;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'api'),
    env: { ...process.env, DATA_DIR: dataDir, API_PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  const request = httpClient(`http://127.0.0.1:${port}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await request({ url: '/healthz' }).then(
      (r) => r.statusCode === 200,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { server, exited, request };
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
    const { server, exited, request } = await startServer(dataDir);
    const payload = validPayload(user.email, { profilePicture: dataUrl('image/png', pngBytes(3_000_000)) });
    const inFlight = request({ method: 'POST', url: '/api/Identity/register', headers: bearer(user.idToken), payload });
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.kill('SIGTERM');
    expect((await inFlight).statusCode).toBe(201);
    expect(await exited).toBe(0);
    const database = await openDatabase({ dataDir });
    try {
      expect(await createProfileRepository(database.db).findByUid(user.uid)).not.toBeNull();
    } finally {
      await database.close();
    }
  });

  it('leaves no half-written profile when the server is killed (-9) during a burst of registrations', async () => {
    const dataDir = tempDir();
    const users = await Promise.all(Array.from({ length: 12 }, () => createUser()));
    const { server, exited, request } = await startServer(dataDir);

    const created = new Set<string>();
    let fired = 0;
    const burst = users.map(async (user) => {
      // Pictures of ~600 KB make each transaction long enough to be cut.
      for (let round = 0; round < 3; round += 1) {
        fired += 1;
        const payload = validPayload(user.email, {
          profilePicture: dataUrl('image/png', pngBytes(600_000)),
          weight: round + 100,
        });
        const response = await request({
          method: 'POST',
          url: '/api/Identity/register',
          headers: bearer(user.idToken),
          payload,
        }).catch(() => null);
        if (response?.statusCode === 201) created.add(user.uid);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    server.kill('SIGKILL');
    await Promise.all(burst);
    await exited;
    expect(fired).toBeGreaterThan(0);

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
      for (const uid of created) expect(profiles.rows.some((row) => row.uid === uid)).toBe(true);
      for (const row of profiles.rows) {
        expect(row.email && row.first_name && row.last_name && row.username).toBeTruthy();
        const picture = pictureByUid.get(row.uid);
        expect(picture?.hash ?? null).toBe(row.picture_hash);
        if (picture) expect(createHash('sha256').update(picture.bytes).digest('hex')).toBe(picture.hash);
      }
      expect(pictures.rows.every((picture) => profiles.rows.some((row) => row.uid === picture.uid))).toBe(true);
    } finally {
      await database.close();
    }
  });
});
