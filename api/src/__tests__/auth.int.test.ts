import { getAdminAuth } from '../firebaseAdmin';
import { createUser, forgeToken, PROJECT_ID, signIn, withRole } from './support/emulator';
import { validPayload } from './support/fixtures';
import { bearer, startTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectUnauthorized(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ code: 'unauthorized', message: expect.any(String) });
}

describe('authentication (401)', () => {
  it.each([
    ['no Authorization header', undefined],
    ['a non-Bearer scheme', 'Basic dXNlcjpwYXNz'],
    ['an empty Bearer', 'Bearer '],
    ['garbage', 'Bearer not-a-jwt'],
    ['a malformed JWT', 'Bearer aaa.bbb.ccc'],
    ['characters no token has', 'Bearer aaa.bbb.ccc+/='],
  ])('refuses %s', async (_name, authorization) => {
    const headers: Record<string, string> = authorization ? { authorization } : {};
    expectUnauthorized(await t.request({ url: '/api/Identity/user', headers }));
    expectUnauthorized(await t.request({ method: 'POST', url: '/api/Identity/register', headers, payload: {} }));
  });

  it('refuses a token it just accepted with anything added around it, or the scheme spelt otherwise', async () => {
    const user = await createUser();
    const accepted = await t.request({ url: '/api/Identity/user', headers: bearer(user.idToken) });
    expect(accepted.json()).toMatchObject({ code: 'not_registered' }); // known now: verified and remembered
    for (const authorization of [
      `Bearer ${user.idToken} x`,
      `Bearer  ${user.idToken}`,
      `Bearer ${user.idToken}.`,
      `bearer ${user.idToken}`,
      `Bearer\t${user.idToken}`,
    ]) {
      expectUnauthorized(await t.request({ url: '/api/Identity/user', headers: { authorization } }));
    }
  });

  it('refuses a token of another project and an expired token', async () => {
    const user = await createUser();
    expectUnauthorized(await t.request({ url: '/api/Identity/user', headers: bearer(forgeToken(user)) }));
    const expired = forgeToken({ ...user, projectId: PROJECT_ID, expiredSecondsAgo: 600 });
    expectUnauthorized(await t.request({ url: '/api/Identity/user', headers: bearer(expired) }));
  });

  it('refuses a revoked token but accepts a fresh one', async () => {
    const user = await createUser();
    await sleep(1100); // revocation is to the second: the token must predate it
    await getAdminAuth(PROJECT_ID).revokeRefreshTokens(user.uid);
    expectUnauthorized(await t.request({ url: '/api/Identity/user', headers: bearer(user.idToken) }));
    await sleep(1100);
    const fresh = await signIn(user);
    expect((await t.request({ url: '/api/Identity/user', headers: bearer(fresh) })).statusCode).toBe(404);
  });

  it('refuses the token of a disabled user', async () => {
    const user = await createUser();
    await getAdminAuth(PROJECT_ID).updateUser(user.uid, { disabled: true });
    expectUnauthorized(await t.request({ url: '/api/Identity/user', headers: bearer(user.idToken) }));
  });
});

describe('GET /api/Identity/user and picture', () => {
  it('answers 404 not_registered before registration, then the profile with the role claim', async () => {
    const user = await createUser();
    const before = await t.request({ url: '/api/Identity/user', headers: bearer(user.idToken) });
    expect(before.statusCode).toBe(404);
    expect(before.json().code).toBe('not_registered');
    expect((await t.request({ url: '/api/Identity/user/picture', headers: bearer(user.idToken) })).statusCode).toBe(
      404,
    );

    const payload = validPayload(user.email);
    expect(
      (await t.request({ method: 'POST', url: '/api/Identity/register', headers: bearer(user.idToken), payload }))
        .statusCode,
    ).toBe(201);
    const coach = await withRole(user, 'coach');
    const profile = await t.request({ url: '/api/Identity/user', headers: bearer(coach.idToken) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      id: user.uid,
      username: payload.username,
      role: 'coach',
      pictureUrl: expect.any(String),
    });
  });

  it('serves the picture bytes with content type, no caching and ETag', async () => {
    const user = await createUser();
    const payload = validPayload(user.email);
    await t.request({ method: 'POST', url: '/api/Identity/register', headers: bearer(user.idToken), payload });
    const { pictureUrl } = (await t.request({ url: '/api/Identity/user', headers: bearer(user.idToken) })).json();
    const picture = await t.request({ url: `/${pictureUrl}`, headers: bearer(user.idToken) });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toBe('no-store');
    expect(picture.rawPayload.equals(Buffer.from(payload.profilePicture!.split(',')[1], 'base64'))).toBe(true);
    const etag = picture.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.request({
      url: '/api/Identity/user/picture',
      headers: { ...bearer(user.idToken), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    // Without a token, nobody gets it.
    expect((await t.request({ url: `/${pictureUrl}` })).statusCode).toBe(401);
  });
});

describe('GET /api/Identity/users (admin)', () => {
  it('answers 403 forbidden without the admin claim and the listing with it', async () => {
    const user = await createUser();
    await t.request({
      method: 'POST',
      url: '/api/Identity/register',
      headers: bearer(user.idToken),
      payload: validPayload(user.email),
    });
    const denied = await t.request({ url: '/api/Identity/users', headers: bearer(user.idToken) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('forbidden');
    const coach = await withRole(user, 'coach');
    expect((await t.request({ url: '/api/Identity/users', headers: bearer(coach.idToken) })).statusCode).toBe(403);

    const admin = await withRole(await createUser(), 'admin');
    const listing = await t.request({ url: '/api/Identity/users', headers: bearer(admin.idToken) });
    expect(listing.statusCode).toBe(200);
    const rows = listing.json() as Record<string, unknown>[];
    const row = rows.find((candidate) => candidate.id === user.uid);
    expect(row).toEqual({
      id: user.uid,
      email: user.email,
      username: expect.any(String),
      firstName: 'Ada',
      lastName: 'Lovelace',
      createdAt: expect.any(String),
    });
    expect((await t.request({ url: '/api/Identity/users' })).statusCode).toBe(401);
  });
});

describe('personal data is never cached (Cache-Control: no-store)', () => {
  it('on register, user info, picture, the admin listing and their refusals', async () => {
    const user = await createUser();
    const registered = await t.request({
      method: 'POST',
      url: '/api/Identity/register',
      headers: bearer(user.idToken),
      payload: validPayload(user.email),
    });
    expect(registered.statusCode).toBe(201);
    const admin = await withRole(await createUser(), 'admin');
    const answers = {
      register: registered,
      user: await t.request({ url: '/api/Identity/user', headers: bearer(user.idToken) }),
      picture: await t.request({ url: '/api/Identity/user/picture', headers: bearer(user.idToken) }),
      listing: await t.request({ url: '/api/Identity/users', headers: bearer(admin.idToken) }),
      forbidden: await t.request({ url: '/api/Identity/users', headers: bearer(user.idToken) }),
      unauthorized: await t.request({ url: '/api/Identity/user' }),
    };
    const seen = Object.fromEntries(
      Object.entries(answers).map(([name, answer]) => [name, [answer.statusCode, answer.headers['cache-control']]]),
    );
    expect(seen).toEqual({
      register: [201, 'no-store'],
      user: [200, 'no-store'],
      picture: [200, 'no-store'],
      listing: [200, 'no-store'],
      forbidden: [403, 'no-store'],
      unauthorized: [401, 'no-store'],
    });
  });
});
