import type { Auth } from 'firebase-admin/auth';

import { DATABASE_KINDS } from '../db/__tests__/testDatabases';
import { getAdminAuth } from '../firebaseAdmin';
import { registeredUser, rowsOf } from './support/accounts';
import {
  accountExists,
  afterSecond,
  claimsOf,
  createUser,
  PROJECT_ID,
  signIn,
  signInSession,
  withRole,
} from './support/emulator';
import { validPayload } from './support/fixtures';
import { appsOn, bearer, startTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

const NO_ROWS = {
  profiles: 0,
  profile_pictures: 0,
  ended_sessions: 0,
  token_revocations: 0,
  rate_limit_counters: 0,
  account_standings: 0,
};
/** What an erased account leaves for a day: the refusal of its tokens and the mark no write may find. */
const ERASED = { ...NO_ROWS, token_revocations: 1, account_standings: 1 };
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)('DELETE /api/Identity/user on %s', (kind) => {
  const [t, second] = appsOn(kind, 2);

  const remove = (app: TestApp, token: string) =>
    app.request({ method: 'DELETE', url: '/api/Identity/user', headers: bearer(token) });
  const statusOf = async (app: TestApp, token: string) =>
    (await app.request({ url: '/api/Identity/user', headers: bearer(token) })).statusCode;

  /** A registered user with a row in every table keyed to the uid, and a recent sign-in to delete with. */
  async function userWithEveryRow() {
    const user = await registeredUser(t);
    // A logged-out sign-in (ended_sessions), then a password-change style revocation (token_revocations).
    expect(
      (await t.request({ method: 'POST', url: '/api/Identity/logout', headers: bearer(user.idToken) })).statusCode,
    ).toBe(204);
    await afterSecond(claimsOf(user.idToken).auth_time);
    const session = await signInSession(user);
    const revoke = { method: 'POST', url: '/api/Identity/user/sessions/revoke', headers: bearer(session.idToken) };
    expect((await t.request({ ...revoke, payload: { keep: 'current' } })).statusCode).toBe(204);
    const rows = await rowsOf(t.database, user.uid);
    expect(rows).toMatchObject({ profiles: 1, profile_pictures: 1, ended_sessions: 1, token_revocations: 1 });
    // The per-user limits' counters, in rows on either database.
    expect(rows.rate_limit_counters).toBeGreaterThan(0);
    return { ...user, idToken: session.idToken };
  }

  it('deletes the account and every row of it; old tokens get 401 everywhere; the email starts afresh', async () => {
    const user = await userWithEveryRow();
    const admin = await withRole(await createUser(), 'admin');
    const listed = async () =>
      (await t.request({ url: '/api/Identity/users', headers: bearer(admin.idToken) })).json<{ id: string }[]>();
    expect((await listed()).map((row) => row.id)).toContain(user.uid);
    expect([await statusOf(t, user.idToken), await statusOf(second, user.idToken)]).toEqual([200, 200]);

    const answer = await remove(t, user.idToken);
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');

    expect(await accountExists(user.email)).toBe(false);
    // Nothing but the refusal of the uid's tokens and the erasure's mark, which hold no personal data and go in a day.
    expect(await rowsOf(t.database, user.uid)).toEqual(ERASED);
    expect((await listed()).map((row) => row.id)).not.toContain(user.uid);
    expect([await statusOf(t, user.idToken), await statusOf(second, user.idToken)]).toEqual([401, 401]);
    for (const url of ['/api/Identity/user/export', '/api/Identity/user/picture']) {
      expect((await second.request({ url, headers: bearer(user.idToken) })).statusCode).toBe(401);
    }

    // The same email signs up again: another account, a new profile, the username free again.
    const again = await createUser(user.email);
    expect(again.uid).not.toBe(user.uid);
    expect(await statusOf(t, again.idToken)).toBe(404);
    const payload = validPayload(user.email, { username: user.payload.username, weight: 99 });
    const registered = await t.request({
      method: 'POST',
      url: '/api/Identity/register',
      headers: bearer(again.idToken),
      payload,
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ id: again.uid, username: user.payload.username, weight: 99 });

    // The refusal goes a day later with the other recorded revocations.
    const dayLater = await startTestApp({ database: t.database, now: () => new Date(Date.now() + DAY_MS + 60_000) });
    await dayLater.app.close();
    expect(await rowsOf(t.database, user.uid)).toEqual(NO_ROWS);
  });

  it('interrupted between its steps (Firebase fails): 503, the data gone, the account kept; a retry finishes', async () => {
    const user = await userWithEveryRow();
    const realAuth = getAdminAuth(PROJECT_ID);
    const failingAuth: Auth = Object.create(realAuth, {
      deleteUser: {
        value: () => Promise.reject(Object.assign(new Error('backend down'), { code: 'auth/internal-error' })),
      },
    });
    const failing = await startTestApp({ database: t.database, auth: failingAuth });
    try {
      const interrupted = await remove(failing, user.idToken);
      expect(interrupted.statusCode).toBe(503);
      expect(interrupted.json()).toEqual({ code: 'unavailable', message: expect.any(String) });
    } finally {
      await failing.app.close();
    }
    // An account without data, never data without an account: its owner is signed in and can delete again.
    expect(await rowsOf(t.database, user.uid)).toEqual({ ...NO_ROWS, account_standings: 1 });
    expect(await accountExists(user.email)).toBe(true);
    expect(await statusOf(t, user.idToken)).toBe(404);

    expect((await remove(t, user.idToken)).statusCode).toBe(204);
    expect(await accountExists(user.email)).toBe(false);
    expect(await rowsOf(t.database, user.uid)).toEqual(ERASED);
    expect(await statusOf(t, user.idToken)).toBe(401);
  });

  it('needs a sign-in of the last five minutes: 403 recent_sign_in_required, nothing deleted', async () => {
    const user = await registeredUser(t);
    const later = await startTestApp({ database: t.database, now: () => new Date(Date.now() + 6 * 60 * 1000) });
    try {
      const refused = await remove(later, user.idToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'recent_sign_in_required', message: expect.any(String) });
    } finally {
      await later.app.close();
    }
    expect(await accountExists(user.email)).toBe(true);
    expect(await rowsOf(t.database, user.uid)).toMatchObject({ profiles: 1, profile_pictures: 1 });
    // A fresh sign-in may.
    expect((await remove(t, await signIn(user))).statusCode).toBe(204);
  });
});
