import { sql } from 'drizzle-orm';

import { createUser, uniqueEmail } from './support/emulator';
import { dataUrl, jpegBytes, pngBytes, validPayload } from './support/fixtures';
import { bearer, startTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

async function register(token: string, payload: unknown) {
  return t.request({
    method: 'POST',
    url: '/api/Identity/register',
    headers: bearer(token),
    payload: payload as object,
  });
}

async function countRows(table: 'profiles' | 'profile_pictures'): Promise<number> {
  const result = (await t.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0].n;
}

describe('POST /api/Identity/register', () => {
  it('creates the profile (201), stores the picture once, and answers the UserProfile', async () => {
    const user = await createUser();
    const payload = validPayload(user.email);
    const response = await register(user.idToken, payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      id: user.uid,
      email: user.email,
      username: payload.username,
      birthday: '1990-12-10',
      height: 66,
      weight: 150,
      role: null,
    });
    expect(body.pictureUrl).toMatch(/^api\/Identity\/user\/picture\?v=[0-9a-f]{16}$/);
    expect(body).not.toHaveProperty('password');
  });

  it('is idempotent for the same data (200, no new row) and updates on different data', async () => {
    const user = await createUser();
    const payload = validPayload(user.email);
    expect((await register(user.idToken, payload)).statusCode).toBe(201);
    const before = await countRows('profiles');
    const again = await register(user.idToken, payload);
    expect(again.statusCode).toBe(200);
    expect(await countRows('profiles')).toBe(before);

    const updated = await register(user.idToken, {
      ...payload,
      firstName: 'Augusta',
      profilePicture: null,
      height: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ firstName: 'Augusta', height: null, pictureUrl: null });
    const picture = await t.request({ url: '/api/Identity/user/picture', headers: bearer(user.idToken) });
    expect(picture.statusCode).toBe(404);
  });

  it('answers 400 validation_failed with details per field for wrong types and unknown fields', async () => {
    const user = await createUser();
    const response = await register(user.idToken, {
      ...validPayload(user.email),
      height: '66',
      weight: 5000,
      firstName: 42,
      confirmPassword: 'different',
      isAdmin: true,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.details).toMatchObject({
      height: 'Height must be between 0 and 108 inches',
      weight: 'Weight must be between 0 and 1400 pounds',
      firstName: 'First and last name are required',
      confirmPassword: 'Passwords do not match',
      isAdmin: 'Unknown field',
    });
  });

  it('completes the profile of an account without one from the payload without its password fields, by the same rules', async () => {
    const user = await createUser();
    const { password: _password, confirmPassword: _confirm, ...completion } = validPayload(user.email);
    const refused = await register(user.idToken, { ...completion, height: 200, isAdmin: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual({
      height: 'Height must be between 0 and 108 inches',
      isAdmin: 'Unknown field',
    });
    // One password field alone is a sign-up's payload, checked as such.
    const half = await register(user.idToken, { ...completion, password: 'secret-1' });
    expect(half.statusCode).toBe(400);
    expect(half.json().details).toEqual({ confirmPassword: 'Passwords do not match' });

    const completed = await register(user.idToken, completion);
    expect(completed.statusCode).toBe(201);
    expect(completed.json()).toMatchObject({ id: user.uid, email: user.email, username: completion.username });
  });

  it.each([
    ['a body that is not an object', [1, 2, 3]],
    ['a birthday of today (UTC+14)', { birthday: new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10) }],
    ['an impossible date', { birthday: '2001-02-30' }],
  ])('refuses %s', async (_name, change) => {
    const user = await createUser();
    const payload = Array.isArray(change) ? change : { ...validPayload(user.email), ...change };
    const response = await register(user.idToken, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
  });

  it('accepts a birthday of yesterday even where it is already tomorrow', async () => {
    const user = await createUser();
    const yesterdayUtc = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await register(user.idToken, validPayload(user.email, { birthday: yesterdayUtc }))).statusCode).toBe(201);
  });

  it.each([
    ['a non-image data URL', dataUrl('text/plain', Buffer.from('hello'))],
    ['a png renamed to gif', dataUrl('image/gif', pngBytes())],
    ['a jpeg body declared as png', dataUrl('image/png', jpegBytes())],
    ['a png body declared as jpeg', dataUrl('image/jpeg', pngBytes())],
    ['broken base64', 'data:image/png;base64,!!!!'],
    ['a plain URL', 'https://example.test/me.png'],
  ])('refuses %s as profilePicture with "Invalid file"', async (_name, profilePicture) => {
    const user = await createUser();
    const response = await register(user.idToken, validPayload(user.email, { profilePicture }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details.profilePicture).toBe('Invalid file');
    expect(await t.request({ url: '/api/Identity/user', headers: bearer(user.idToken) })).toHaveProperty(
      'statusCode',
      404,
    );
  });

  it('refuses a picture of 5 MB (400) and a body over 7 MB (413)', async () => {
    const user = await createUser();
    const fiveMb = dataUrl('image/jpeg', jpegBytes(5 * 1024 * 1024));
    const tooLarge = await register(user.idToken, validPayload(user.email, { profilePicture: fiveMb }));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().details.profilePicture).toBe('Picture file size must be less than 5 MB');

    const huge = dataUrl('image/jpeg', jpegBytes(6 * 1024 * 1024));
    const oversize = await register(user.idToken, validPayload(user.email, { profilePicture: huge }));
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toEqual({ code: 'payload_too_large', message: expect.any(String) });
  });

  it('accepts a picture just under 5 MB', async () => {
    const user = await createUser();
    const picture = jpegBytes(5 * 1024 * 1024 - 1);
    const response = await register(
      user.idToken,
      validPayload(user.email, { profilePicture: dataUrl('image/jpeg', picture) }),
    );
    expect(response.statusCode).toBe(201);
    const served = await t.request({ url: '/api/Identity/user/picture', headers: bearer(user.idToken) });
    expect(served.rawPayload.equals(picture)).toBe(true);
  });

  it('answers 403 email_mismatch when the body email is not the token email (case-insensitive match allowed)', async () => {
    const user = await createUser();
    const other = await register(user.idToken, validPayload(uniqueEmail('someone-else')));
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('email_mismatch');
    const upper = await register(user.idToken, validPayload(user.email.toUpperCase()));
    expect(upper.statusCode).toBe(201);
    expect(upper.json().email).toBe(user.email);
  });

  it('answers 409 username_taken for a username differing only in case', async () => {
    const first = await createUser();
    const second = await createUser();
    const username = `Taken_${first.uid.slice(0, 8)}`;
    expect((await register(first.idToken, validPayload(first.email, { username }))).statusCode).toBe(201);
    const clash = await register(second.idToken, validPayload(second.email, { username: username.toLowerCase() }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('username_taken');
    // The owner may change the case of their own name.
    expect(
      (await register(first.idToken, validPayload(first.email, { username: username.toUpperCase() }))).statusCode,
    ).toBe(200);
  });

  it('stores SQL-looking strings verbatim', async () => {
    const user = await createUser();
    const firstName = "Robert'); DROP TABLE profiles;--";
    const lastName = "' OR 1=1 --";
    const response = await register(user.idToken, validPayload(user.email, { firstName, lastName }));
    expect(response.statusCode).toBe(201);
    const profile = await t.request({ url: '/api/Identity/user', headers: bearer(user.idToken) });
    expect(profile.json()).toMatchObject({ firstName, lastName });
    expect(await countRows('profiles')).toBeGreaterThan(0);
  });

  it('never stores nor logs passwords', async () => {
    const user = await createUser();
    const password = 'Never-Store-Me-7731';
    const response = await register(user.idToken, validPayload(user.email, { password, confirmPassword: password }));
    expect(response.statusCode).toBe(201);
    const dump = (await t.database.db.execute(sql`SELECT p::text AS row FROM profiles p`)) as unknown as {
      rows: { row: string }[];
    };
    expect(dump.rows.length).toBeGreaterThan(0);
    expect(dump.rows.some((row) => row.row.includes(password))).toBe(false);
    const columns = (await t.database.db.execute(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name IN ('profiles', 'profile_pictures')`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(columns.rows.map((c) => c.column_name).filter((c) => /pass/i.test(c))).toEqual([]);
    const logs = t.logs.join('\n');
    expect(logs).toContain('/api/Identity/register');
    expect(logs).not.toContain(password);
    expect(logs).not.toContain(user.idToken);
  });
});
