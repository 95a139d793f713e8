import { randomBytes } from 'node:crypto';

import type { Database } from '../client';
import { createProfileRepository, pictureHash, type ProfileInput } from '../profileRepository';
import { DATABASE_KINDS, openTestDatabase } from './testDatabases';

jest.setTimeout(120_000);

function input(uid: string, overrides: Partial<ProfileInput> = {}): ProfileInput {
  return {
    uid,
    email: `${uid}@example.test`,
    firstName: 'Grace',
    lastName: 'Hopper',
    username: `grace_${uid}`,
    birthday: '1906-12-09',
    height: 60.5,
    weight: 120,
    picture: {
      contentType: 'image/png',
      bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), randomBytes(64)]),
    },
    ...overrides,
  };
}

describe.each(DATABASE_KINDS)('profileRepository on %s', (name) => {
  // A fresh database per test: each test makes the rows it reads.
  let database: Database;
  beforeEach(async () => {
    database = await openTestDatabase(name);
  });
  afterEach(async () => database.close());

  it('is on the expected engine', () => {
    expect(database.kind).toBe(name);
  });

  it('creates, reads, leaves unchanged, updates', async () => {
    const repository = createProfileRepository(database.db);
    const first = input('u1');
    const created = await repository.save(first);
    expect(created.status).toBe('created');
    const row = await repository.findByUid('u1');
    expect(row).toMatchObject({
      uid: 'u1',
      birthday: '1906-12-09',
      height: 60.5,
      weight: 120,
      pictureHash: pictureHash(first.picture!.bytes),
    });
    expect((await repository.save(first)).status).toBe('unchanged');
    const updated = await repository.save({
      ...first,
      lastName: 'Murray',
      birthday: null,
      height: null,
      picture: null,
    });
    expect(updated).toMatchObject({
      status: 'updated',
      profile: { lastName: 'Murray', birthday: null, height: null, pictureHash: null },
    });
    expect(await repository.findPicture('u1')).toBeNull();
  });

  it('round-trips picture bytes exactly and replaces them', async () => {
    const repository = createProfileRepository(database.db);
    const first = input('u2');
    await repository.save(first);
    expect((await repository.findPicture('u2'))?.bytes.equals(first.picture!.bytes)).toBe(true);
    const next = {
      contentType: 'image/jpeg' as const,
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(32)]),
    };
    await repository.save({ ...first, picture: next });
    const stored = await repository.findPicture('u2');
    expect(stored).toEqual({ contentType: 'image/jpeg', hash: pictureHash(next.bytes), bytes: next.bytes });
  });

  it('stores every byte value exactly, from a Buffer that is a view into a larger memory (as decoded bodies are)', async () => {
    const repository = createProfileRepository(database.db);
    const everyByte = Buffer.from(Array.from({ length: 256 }, (_, value) => value));
    const memory = Buffer.concat([Buffer.from('before'), everyByte, everyByte, Buffer.from('after')]);
    const view = memory.subarray(6, 6 + 512);
    expect(view.byteOffset).toBe(memory.byteOffset + 6);
    await repository.save(input('u9', { picture: { contentType: 'image/png', bytes: view } }));
    const stored = await repository.findPicture('u9');
    expect(stored?.bytes.equals(Buffer.concat([everyByte, everyByte]))).toBe(true);
    expect(stored?.bytes.byteLength).toBe(512);
  });

  it('refuses a username held by another user in any case, even under concurrency', async () => {
    const repository = createProfileRepository(database.db);
    await repository.save(input('u3', { username: 'Same_Name' }));
    expect(await repository.save(input('u4', { username: 'same_name' }))).toEqual({ status: 'username_taken' });
    const racers = await Promise.all(
      ['r1', 'r2', 'r3', 'r4'].map((uid) => repository.save(input(uid, { username: 'Racer' }))),
    );
    expect(racers.filter((outcome) => outcome.status === 'created')).toHaveLength(1);
    expect(racers.filter((outcome) => outcome.status === 'username_taken')).toHaveLength(3);
  });

  it('stores SQL-looking text verbatim', async () => {
    const repository = createProfileRepository(database.db);
    await repository.save(input('u0'));
    const firstName = "x'); DELETE FROM profiles; --";
    await repository.save(input('u5', { firstName }));
    expect((await repository.findByUid('u5'))?.firstName).toBe(firstName);
    expect(await repository.findByUid('u0')).not.toBeNull();
  });

  it('lists profiles oldest first, up to the limit', async () => {
    const repository = createProfileRepository(database.db);
    for (const uid of ['u7', 'u6', 'u8']) await repository.save(input(uid));
    expect((await repository.list()).map((row) => row.uid)).toEqual(['u7', 'u6', 'u8']);
    expect((await repository.list(2)).map((row) => row.uid)).toEqual(['u7', 'u6']);
  });

  it('finds nothing for an unknown uid', async () => {
    const repository = createProfileRepository(database.db);
    expect(await repository.findByUid('nobody')).toBeNull();
    expect(await repository.findPicture('nobody')).toBeNull();
    expect(await repository.list()).toEqual([]);
  });

  it('pings', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
