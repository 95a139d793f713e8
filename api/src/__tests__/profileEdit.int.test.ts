import { SIGN_UP_MESSAGES as M } from '@thryve/contract/validation';

import { buildApp } from '../app';
import { openMemoryDatabase } from '../db/__tests__/memoryDatabase';
import { DATABASE_KINDS } from '../db/__tests__/testDatabases';
import { registeredUser, rowsOf } from './support/accounts';
import {
  createUser,
  followVerificationLink,
  PROJECT_ID,
  refreshIdToken,
  sendVerificationEmail,
  signInSession,
  withRole,
} from './support/emulator';
import { dataUrl, jpegBytes, pngBytes } from './support/fixtures';
import { appsOn, bearer, startTestApp } from './support/testApp';

jest.setTimeout(120_000);

const edit = {
  firstName: 'Grace',
  lastName: 'Hopper',
  username: '',
  birthday: '0050-02-28',
  height: 61.5,
  weight: 105,
};

describe.each(DATABASE_KINDS)('PATCH /api/Identity/user on %s', (kind) => {
  const [t] = appsOn(kind);

  const patch = (token: string, payload: object, headers: Record<string, string> = {}) =>
    t.request({ method: 'PATCH', url: '/api/Identity/user', headers: { ...bearer(token), ...headers }, payload });
  const profileOf = async (token: string) =>
    (await t.request({ url: '/api/Identity/user', headers: bearer(token) })).json();
  const pictureOf = (token: string) => t.request({ url: '/api/Identity/user/picture', headers: bearer(token) });

  it('stores the edit and GET shows it at once; the picture is kept when left out', async () => {
    const user = await registeredUser(t);
    const before = await profileOf(user.idToken);
    const picture = await pictureOf(user.idToken);
    const change = { ...edit, username: `grace_${user.uid.slice(0, 8)}` };

    const answer = await patch(user.idToken, change);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const after = answer.json();
    expect(after).toEqual({
      ...before,
      ...change,
      updatedAt: expect.any(String),
    });
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    expect(await profileOf(user.idToken)).toEqual(after);
    expect((await pictureOf(user.idToken)).rawPayload.equals(picture.rawPayload)).toBe(true);
    // A birthday before the year 100 is a real date, stored and served as sent.
    expect(after.birthday).toBe('0050-02-28');
  });

  it('replaces the picture with a new data URL and removes it with null', async () => {
    const user = await registeredUser(t);
    const { pictureUrl: firstUrl } = await profileOf(user.idToken);
    const jpeg = jpegBytes(400);
    const fields = { ...edit, username: user.payload.username };

    const replaced = await patch(user.idToken, { ...fields, profilePicture: dataUrl('image/jpeg', jpeg) });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().pictureUrl).not.toBe(firstUrl);
    const served = await pictureOf(user.idToken);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(jpeg)).toBe(true);

    const removed = await patch(user.idToken, { ...fields, profilePicture: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().pictureUrl).toBeNull();
    expect((await profileOf(user.idToken)).pictureUrl).toBeNull();
    expect((await pictureOf(user.idToken)).statusCode).toBe(404);
    expect((await rowsOf(t.database, user.uid)).profile_pictures).toBe(0);
  });

  it("refuses invalid fields with the sign-up rules' messages, in the caller's language, and changes nothing", async () => {
    const user = await registeredUser(t);
    const before = await profileOf(user.idToken);
    const answer = await patch(user.idToken, {
      ...edit,
      username: 'no spaces',
      firstName: '',
      birthday: '2999-01-01',
      height: 109,
      profilePicture: dataUrl('image/png', Buffer.from('GIF89a')),
      email: 'other@example.com',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 'validation_failed',
      message: expect.any(String),
      details: {
        firstName: M.nameRequired,
        username: M.usernameInvalid,
        birthday: M.birthdayNotBeforeToday,
        height: M.heightOutOfRange,
        profilePicture: M.pictureInvalidType,
        email: 'Unknown field',
      },
    });
    const spanish = await patch(user.idToken, { ...edit, username: 'a b' }, { 'accept-language': 'es' });
    expect(spanish.json().details).toEqual({ username: 'El nombre de usuario no es válido' });
    expect(await profileOf(user.idToken)).toEqual(before);
  });

  it("answers 409 username_taken for another user's name (any case), 404 before registration", async () => {
    const holder = await registeredUser(t);
    const user = await registeredUser(t);
    const taken = await patch(user.idToken, { ...edit, username: holder.payload.username.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'username_taken',
      message: expect.any(String),
      details: { username: M.usernameTaken },
    });
    // One's own name, in another case, is not taken.
    const own = await patch(user.idToken, { ...edit, username: user.payload.username.toUpperCase() });
    expect(own.statusCode).toBe(200);

    const stranger = await createUser();
    const unregistered = await patch(stranger.idToken, { ...edit, username: 'stranger' });
    expect(unregistered.statusCode).toBe(404);
    expect(unregistered.json().code).toBe('not_registered');
    expect(await rowsOf(t.database, stranger.uid)).toMatchObject({ profiles: 0 });
  });

  it("takes a picture as large as register's, and refuses a larger body with 413", async () => {
    const user = await registeredUser(t);
    const fields = { ...edit, username: user.payload.username };
    const large = pngBytes(5 * 1024 * 1024 - 1);
    expect((await patch(user.idToken, { ...fields, profilePicture: dataUrl('image/png', large) })).statusCode).toBe(
      200,
    );
    const tooLarge = await patch(user.idToken, { ...fields, profilePicture: 'x'.repeat(7 * 1024 * 1024) });
    expect(tooLarge.statusCode).toBe(413);
    expect((await t.request({ method: 'PATCH', url: '/api/Identity/user', payload: fields })).statusCode).toBe(401);
  });

  it('says emailVerified false, then true once the emailed link is followed and the token refreshed', async () => {
    const user = await registeredUser(t);
    expect((await profileOf(user.idToken)).emailVerified).toBe(false);
    const session = await signInSession(user);
    await sendVerificationEmail(session.idToken);
    await followVerificationLink(user.email);
    const refreshed = await refreshIdToken(session.refreshToken);
    expect((await profileOf(refreshed)).emailVerified).toBe(true);
    // The old token still says what it said when it was minted.
    expect((await profileOf(user.idToken)).emailVerified).toBe(false);
  });
});

describe('REQUIRE_VERIFIED_EMAIL', () => {
  const config = { corsOrigins: [], firebaseProjectId: PROJECT_ID };

  it('refuses unverified tokens on the chosen routes with 403 email_unverified, then accepts once verified', async () => {
    const t = await startTestApp({ config: { ...config, requireVerifiedEmail: ['/api/Identity/users'] } });
    try {
      const admin = await withRole(await createUser(), 'admin');
      const unverified = await signInSession(admin);
      const refused = await t.request({ url: '/api/Identity/users', headers: bearer(unverified.idToken) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'email_unverified', message: expect.any(String) });
      // The account routes never require it: an unverified user can still read, export and delete.
      for (const url of ['/api/Identity/user', '/api/Identity/user/export']) {
        const answer = await t.request({ url, headers: bearer(unverified.idToken) });
        expect(answer.json().code).not.toBe('email_unverified');
      }

      await sendVerificationEmail(unverified.idToken);
      await followVerificationLink(admin.email);
      const verified = await refreshIdToken(unverified.refreshToken);
      expect((await t.request({ url: '/api/Identity/users', headers: bearer(verified) })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('refuses to start when it names no route of the API', async () => {
    const database = await openMemoryDatabase();
    const app = await buildApp({ database, config: { ...config, requireVerifiedEmail: ['/api/nope'] } });
    try {
      await expect(app.ready()).rejects.toThrow('REQUIRE_VERIFIED_EMAIL names no route of the API: /api/nope');
    } finally {
      await app.close().catch(() => undefined);
      await database.close();
    }
  });
});
