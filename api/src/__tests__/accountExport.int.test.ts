import type { AccountExport } from '@thryve/contract';

import { DATABASE_KINDS } from '../db/__tests__/testDatabases';
import { registeredUser } from './support/accounts';
import { afterSecond, claimsOf, createUser, signInSession, withRole } from './support/emulator';
import { appsOn, bearer } from './support/testApp';

jest.setTimeout(120_000);

const NOW = new Date('2031-05-06T07:08:09.000Z');

describe.each(DATABASE_KINDS)('GET /api/Identity/user/export on %s', (kind) => {
  const [t] = appsOn(kind, 1, { now: () => NOW });

  const exportOf = (token: string) => t.request({ url: '/api/Identity/user/export', headers: bearer(token) });

  it('is everything stored about the caller, as an attachment never cached', async () => {
    const user = await registeredUser(t);
    const other = await registeredUser(t);
    // A logged-out sign-in of the caller's (and of the other user's): the export lists the caller's only.
    const laptop = await signInSession(user);
    expect(
      (await t.request({ method: 'POST', url: '/api/Identity/logout', headers: bearer(laptop.idToken) })).statusCode,
    ).toBe(204);
    await t.request({ method: 'POST', url: '/api/Identity/logout', headers: bearer(other.idToken) });
    await afterSecond(claimsOf(laptop.idToken).auth_time);
    const admin = await withRole(user, 'admin');
    const profile = (await t.request({ url: '/api/Identity/user', headers: bearer(admin.idToken) })).json();

    const answer = await exportOf(admin.idToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="thryve-account-2031-05-06.json"');
    const { payload } = user;
    expect(answer.json<AccountExport>()).toEqual({
      format: 'thryve-account-export/1',
      exportedAt: '2031-05-06T07:08:09.000Z',
      account: { uid: user.uid, email: user.email, emailVerified: false, role: 'admin' },
      profile: {
        firstName: payload.firstName,
        lastName: payload.lastName,
        username: payload.username,
        email: user.email,
        birthday: payload.birthday,
        height: payload.height,
        weight: payload.weight,
        picture: payload.profilePicture,
        createdAt: profile.createdAt,
        updatedAt: profile.updatedAt,
      },
      endedSessions: [{ authTime: claimsOf(laptop.idToken).auth_time, endedAt: expect.any(String) }],
      tokenRevocation: null,
      passkeys: [],
    });
    expect(answer.body).not.toContain(other.uid);
    expect(answer.body).not.toContain(other.email);
    expect(answer.body).not.toContain(other.payload.username);
  });

  it('of an account that never registered: the account alone; 401 without a token', async () => {
    const stranger = await createUser();
    const answer = await exportOf(stranger.idToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<AccountExport>()).toEqual({
      format: 'thryve-account-export/1',
      exportedAt: NOW.toISOString(),
      account: { uid: stranger.uid, email: stranger.email, emailVerified: false, role: null },
      profile: null,
      endedSessions: [],
      tokenRevocation: null,
      passkeys: [],
    });
    expect((await t.request({ url: '/api/Identity/user/export' })).statusCode).toBe(401);
  });
});
