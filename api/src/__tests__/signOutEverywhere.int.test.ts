import { DATABASE_KINDS } from '../db/__tests__/testDatabases';
import { registeredUser } from './support/accounts';
import {
  afterSecond,
  changePassword,
  claimsOf,
  refreshIdToken,
  signIn,
  signInSession,
  type TestUser,
} from './support/emulator';
import { appsOn, bearer, startTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

const SIX_MINUTES_MS = 6 * 60 * 1000;

describe.each(DATABASE_KINDS)('POST /api/Identity/user/sessions/revoke on %s', (kind) => {
  // Two instances on the same database, each with caches of its own.
  const [t, second] = appsOn(kind, 2);

  const revoke = (app: TestApp, token: string, payload?: object) =>
    app.request({ method: 'POST', url: '/api/Identity/user/sessions/revoke', headers: bearer(token), payload });
  const statusOf = async (app: TestApp, token: string) =>
    (await app.request({ url: '/api/Identity/user', headers: bearer(token) })).statusCode;
  /** The answers of both instances, in order. */
  const onBoth = async (token: string) => [await statusOf(t, token), await statusOf(second, token)];

  /** A registered user signed in on a laptop, then (a second later) on a phone. */
  async function twoDevices(): Promise<{
    user: TestUser;
    laptop: { idToken: string; refreshToken: string };
    phone: string;
  }> {
    const user = await registeredUser(t);
    await afterSecond(claimsOf(user.idToken).auth_time);
    const laptop = await signInSession(user);
    await afterSecond(claimsOf(laptop.idToken).auth_time);
    const phone = await signIn(user);
    return { user, laptop, phone };
  }

  it('keep none (no body): every sign-in of the user is refused at once, on every instance', async () => {
    const { user, laptop, phone } = await twoDevices();
    // Both instances have accepted both tokens: their caches hold them.
    expect([...(await onBoth(laptop.idToken)), ...(await onBoth(phone))]).toEqual([200, 200, 200, 200]);

    const answer = await revoke(t, phone);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['cache-control']).toBe('no-store');

    for (const token of [user.idToken, laptop.idToken, phone]) expect(await onBoth(token)).toEqual([401, 401]);
    // What the laptop's refresh token still mints (the emulator does not end refresh tokens) is refused too.
    const refreshed = await refreshIdToken(laptop.refreshToken).catch(() => null);
    if (refreshed) expect(await onBoth(refreshed)).toEqual([401, 401]);

    // A new sign-in goes on.
    await afterSecond(claimsOf(phone).auth_time);
    expect(await onBoth(await signIn(user))).toEqual([200, 200]);
  });

  it('accepts an empty JSON body and {"keep":"none"}; refuses anything else with 400', async () => {
    const { user } = await twoDevices();
    const json = { 'content-type': 'application/json' };
    const empty = await t.request({
      method: 'POST',
      url: '/api/Identity/user/sessions/revoke',
      headers: { ...bearer(await signIn(user)), ...json },
      payload: '',
    });
    expect(empty.statusCode).toBe(204);
    await afterSecond(Math.floor(Date.now() / 1000));
    expect((await revoke(t, await signIn(user), { keep: 'none' })).statusCode).toBe(204);
    await afterSecond(Math.floor(Date.now() / 1000));
    const token = await signIn(user);
    for (const payload of [{ keep: 'others' }, { keep: 'current', also: 1 }, [], { keep: null }]) {
      const refused = await revoke(t, token, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('bad_request');
    }
    expect(await statusOf(t, token)).toBe(200);
  });

  it("keep current, after a password change: the caller's sign-in goes on, every older one is refused", async () => {
    const { user, laptop } = await twoDevices();
    await afterSecond(Math.floor(Date.now() / 1000));
    const here = await signInSession(user);
    const newPassword = 'another-secret-2';
    await changePassword(here.idToken, newPassword);
    // As the client does after the change: a fresh sign-in with the new password (Firebase has moved the user's
    // tokensValidAfterTime to the change; see api/README.md).
    await afterSecond(Math.floor(Date.now() / 1000));
    const fresh = await signInSession({ ...user, password: newPassword });
    await expect(signIn(user)).rejects.toThrow('INVALID_LOGIN_CREDENTIALS');

    const answer = await revoke(t, fresh.idToken, { keep: 'current' });
    expect(answer.statusCode).toBe(204);
    expect(await onBoth(fresh.idToken)).toEqual([200, 200]);
    expect(await onBoth(await refreshIdToken(fresh.refreshToken))).toEqual([200, 200]);
    for (const token of [laptop.idToken, here.idToken]) expect(await onBoth(token)).toEqual([401, 401]);
  });

  it('keep current needs a sign-in of the last five minutes: 403 recent_sign_in_required', async () => {
    const { phone } = await twoDevices();
    const later = await startTestApp({ database: t.database, now: () => new Date(Date.now() + SIX_MINUTES_MS) });
    try {
      const refused = await revoke(later, phone, { keep: 'current' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'recent_sign_in_required', message: expect.any(String) });
      expect(await statusOf(later, phone)).toBe(200);
    } finally {
      await later.app.close();
    }
  });
});
