import { createTokenRevocationRepository } from '../db/tokenRevocationRepository';
import {
  afterSecond,
  claimsOf,
  createUser,
  forgeToken,
  PROJECT_ID,
  refreshIdToken,
  signInSession,
} from './support/emulator';
import { bearer, startTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const logout = (app: TestApp, token: string, extra: { headers?: Record<string, string>; payload?: string } = {}) =>
  app.request({
    method: 'POST',
    url: '/api/Identity/logout',
    headers: { ...bearer(token), ...extra.headers },
    payload: extra.payload,
  });

/** Two sign-ins of one user, as on two devices: their auth_time differ. */
async function twoDevices() {
  const user = await createUser();
  const laptop = await signInSession(user);
  await afterSecond(claimsOf(laptop.idToken).auth_time);
  const phone = (await signInSession(user)).idToken;
  expect(claimsOf(phone).auth_time).toBeGreaterThan(claimsOf(laptop.idToken).auth_time);
  return { laptop, phone };
}

describe('POST /api/Identity/logout', () => {
  it('refuses a copied token right after logout, while the same user on another device goes on', async () => {
    const { laptop, phone } = await twoDevices();
    const copied = laptop.idToken;
    expect((await t.request({ url: '/api/Identity/user', headers: bearer(copied) })).statusCode).toBe(404);

    const answer = await logout(t, laptop.idToken);
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    expect(answer.headers['cache-control']).toBe('no-store');

    for (const url of ['/api/Identity/user', '/api/Identity/user/picture', '/api/Identity/users']) {
      const refused = await t.request({ url, headers: bearer(copied) });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ code: 'unauthorized', message: expect.any(String) });
    }
    expect((await logout(t, copied)).statusCode).toBe(401);

    const other = await t.request({ url: '/api/Identity/user', headers: bearer(phone) });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('not_registered');
  });

  it('refuses tokens refreshed from the ended sign-in too (they carry its auth_time)', async () => {
    // One device only: the emulator, unlike Firebase, stamps refreshed tokens with the user's latest sign-in.
    const laptop = await signInSession(await createUser());
    expect((await logout(t, laptop.idToken)).statusCode).toBe(204);
    await afterSecond(claimsOf(laptop.idToken).iat);
    const refreshed = await refreshIdToken(laptop.refreshToken);
    expect(claimsOf(refreshed).iat).toBeGreaterThan(claimsOf(laptop.idToken).iat);
    expect((await t.request({ url: '/api/Identity/user', headers: bearer(refreshed) })).statusCode).toBe(401);
  });

  it('ends the session on every instance that shares the database', async () => {
    const second = await startTestApp({ database: t.database });
    try {
      const { laptop, phone } = await twoDevices();
      expect((await logout(t, laptop.idToken)).statusCode).toBe(204);
      expect((await second.request({ url: '/api/Identity/user', headers: bearer(laptop.idToken) })).statusCode).toBe(
        401,
      );
      expect((await second.request({ url: '/api/Identity/user', headers: bearer(phone) })).statusCode).toBe(404);
    } finally {
      await second.app.close();
    }
  });

  it('lets the user sign in again at once: the new sign-in is accepted, the ended one stays refused', async () => {
    // Sign up, log out, sign in again, each as soon as the one before answered: all within the sign-up's second
    // unless logout waits for that second to end.
    const user = await createUser();
    const ended = user.idToken;
    expect((await logout(t, ended)).statusCode).toBe(204);
    const again = await signInSession(user);

    expect(claimsOf(again.idToken).auth_time).toBeGreaterThan(claimsOf(ended).auth_time);
    expect((await t.request({ url: '/api/Identity/user', headers: bearer(again.idToken) })).statusCode).toBe(404);
    expect((await t.request({ url: '/api/Identity/user', headers: bearer(ended) })).statusCode).toBe(401);
    // The new sign-in ends on its own too.
    expect((await logout(t, again.idToken)).statusCode).toBe(204);
    expect((await t.request({ url: '/api/Identity/user', headers: bearer(again.idToken) })).statusCode).toBe(401);
  });

  it('answers a logout of an older sign-in at once, without waiting', async () => {
    const { idToken } = await createUser();
    await afterSecond(claimsOf(idToken).auth_time);
    const started = performance.now();
    expect((await logout(t, idToken)).statusCode).toBe(204);
    // Far below the wait a sign-in of this very second would get (up to 1.25 s).
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('accepts no body, an empty JSON body and {}; refuses a missing or bad token', async () => {
    for (const extra of [
      {},
      { headers: { 'content-type': 'application/json' }, payload: '' },
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
    ]) {
      const { idToken } = await signInSession(await createUser());
      expect((await logout(t, idToken, extra)).statusCode).toBe(204);
    }
    const { idToken } = await signInSession(await createUser());
    const broken = await logout(t, idToken, { headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(broken.statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/Identity/logout' })).statusCode).toBe(401);
    expect((await logout(t, 'aaa.bbb.ccc')).statusCode).toBe(401);
    // The broken request ended nothing.
    expect((await t.request({ url: '/api/Identity/user', headers: bearer(idToken) })).statusCode).toBe(404);
  });
});

describe('tokens without auth_time', () => {
  it('are refused (401), not a database error: logout could not end them', async () => {
    // The emulator accepts unsigned tokens of its demo project, so anyone can forge one without the claim.
    const user = await createUser();
    const forged = forgeToken({ ...user, projectId: PROJECT_ID, withoutAuthTime: true });
    expect(claimsOf(forged).auth_time).toBeUndefined();
    expect((await logout(t, forged)).statusCode).toBe(401);
    expect((await t.request({ url: '/api/Identity/user', headers: bearer(forged) })).statusCode).toBe(401);
    // The same forgery with the claim passes: the refusal is about the claim.
    const withClaim = forgeToken({ ...user, projectId: PROJECT_ID });
    expect((await t.request({ url: '/api/Identity/user', headers: bearer(withClaim) })).statusCode).toBe(404);
  });
});

describe('ended sessions cleanup', () => {
  it('never forgets an ended sign-in: a refresh token copied before Logout never expires', async () => {
    const sessions = createTokenRevocationRepository(t.database.db);
    const uid = `cleanup-${Date.now()}`;
    await sessions.endSession(uid, 1_700_000_000);

    // An app started five years later runs its cleanup of expired rows when ready: the sign-in stays ended.
    const later = new Date(Date.now() + 5 * 365 * 24 * 3600 * 1000);
    const next = await startTestApp({ database: t.database, now: () => later });
    await next.app.close();
    expect((await createTokenRevocationRepository(t.database.db).refusalsOf(uid)).ended).toContain(1_700_000_000);
  });
});
