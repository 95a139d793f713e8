import { randomBytes } from 'node:crypto';

import { openDatabase, type Database } from '../client';
import { createProfileRepository, type ProfileInput } from '../profileRepository';
import { rememberedProfiles } from '../rememberedProfiles';
import { rememberedRefusals } from '../rememberedRefusals';
import { createSessionRepository } from '../sessionRepository';
import { createTokenRevocationRepository } from '../tokenRevocationRepository';
import { writerMemoryOf } from '../writerMemory';

jest.setTimeout(60_000);

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => database?.close());

function input(uid: string, overrides: Partial<ProfileInput> = {}): ProfileInput {
  return {
    uid,
    email: `${uid}@example.test`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: `ada_${uid}`,
    birthday: '1815-12-10',
    height: 65,
    weight: 120,
    picture: { contentType: 'image/png', bytes: Buffer.concat([Buffer.from([0x89, 0x50]), randomBytes(32)]) },
    ...overrides,
  };
}

describe('profiles remembered by the one writer (PGlite)', () => {
  it('reads what it last wrote, keeps a refused write out, and answers a retry without writing', async () => {
    const memory = writerMemoryOf(database)!;
    const stored = createProfileRepository(database.db);
    const profiles = rememberedProfiles(stored, memory);
    const uid = `r-${randomBytes(3).toString('hex')}`;
    expect(await profiles.findByUid(uid)).toBeNull();

    const first = input(uid);
    expect((await profiles.save(first)).status).toBe('created');
    expect(await profiles.findByUid(uid)).toEqual(await stored.findByUid(uid));

    expect((await profiles.save({ ...first, weight: 130 })).status).toBe('updated');
    expect((await profiles.findByUid(uid))?.weight).toBe(130);

    const other = `o-${uid}`;
    await profiles.save(input(other));
    expect((await profiles.save({ ...first, weight: 130, username: `ada_${other}` })).status).toBe('username_taken');
    expect(await profiles.findByUid(uid)).toEqual(await stored.findByUid(uid));

    const before = await stored.findByUid(uid);
    const retry = await profiles.save({ ...first, weight: 130 });
    expect(retry).toEqual({ status: 'unchanged', profile: before });
    expect(await stored.findByUid(uid)).toEqual(before);
  });
});

describe("this deployment's refusals remembered by the one writer (PGlite)", () => {
  it('refuses a sign-in at once after its logout or a revocation, and only that one', async () => {
    const memory = writerMemoryOf(database)!;
    const refusals = rememberedRefusals(
      createTokenRevocationRepository(database.db),
      createSessionRepository(database.db),
      memory,
    );
    const uid = `s-${randomBytes(3).toString('hex')}`;
    expect(refusals.known(uid, 1_000)).toBeUndefined();
    expect(await refusals.isRefused(uid, 1_000)).toBe(false);
    expect(refusals.known(uid, 1_000)).toBe(false); // from memory now
    expect(await refusals.isRefused(uid, 2_000)).toBe(false);
    await refusals.endSession(uid, 1_000);
    // The logout forgot what memory said of every sign-in of the user: nothing answers "not refused" at once.
    expect(refusals.known(uid, 1_000)).toBeUndefined();
    expect(refusals.known(uid, 2_000)).toBeUndefined();
    expect(await refusals.isRefused(uid, 1_000)).toBe(true);
    expect(refusals.known(uid, 1_000)).toBe(true);
    expect(await refusals.isRefused(uid, 2_000)).toBe(false);
    await refusals.revokeBefore(uid, 3_000);
    expect(refusals.known(uid, 2_000)).toBeUndefined();
    expect(await refusals.isRefused(uid, 2_000)).toBe(true);
    expect(await refusals.isRefused(uid, 3_000)).toBe(false);
  });
});
