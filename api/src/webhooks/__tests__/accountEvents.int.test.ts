// The events a partner hears of one account's life, written by the API's own routes and delivered by its worker.
import { eq } from 'drizzle-orm';

import { registeredUser } from '../../__tests__/support/accounts';
import {
  afterSecond,
  claimsOf,
  followVerificationLink,
  sendVerificationEmail,
  signIn,
  signInSession,
} from '../../__tests__/support/emulator';
import { bearer, startTestApp, type TestApp } from '../../__tests__/support/testApp';
import { DATABASE_KINDS, openTestDatabase } from '../../db/__tests__/testDatabases';
import { webhookEvents } from '../../db/schema';
import { createEndpointRepository } from '../endpointRepository';
import { startPartnerReceiver } from './partnerReceiver';

jest.setTimeout(120_000);

describe.each(DATABASE_KINDS)('account events on %s', (kind) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startPartnerReceiver>>;
  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    receiver = await startPartnerReceiver();
    const { secret } = await createEndpointRepository(database.db).add(receiver.url);
    receiver.setSecret(secret);
    t = await startTestApp({ database });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('registration, edit, verification, logout, sign out of all devices and deletion reach the partner, in order', async () => {
    const user = await registeredUser(t);
    const userId = user.uid;
    const edited = await t.request({
      method: 'PATCH',
      url: '/api/Identity/user',
      headers: bearer(user.idToken),
      payload: {
        firstName: 'Grace',
        lastName: 'Hopper',
        username: `grace_${user.uid.slice(0, 8)}`,
        birthday: '0050-02-28',
        height: 61.5,
        weight: 105,
      },
    });
    expect(edited.statusCode).toBeLessThan(300);
    const session = await signInSession(user);
    await sendVerificationEmail(session.idToken);
    await followVerificationLink(user.email);
    await afterSecond(claimsOf(session.idToken).auth_time);
    const verified = await signIn(user);
    expect((await t.request({ url: '/api/Identity/user', headers: bearer(verified) })).statusCode).toBe(200);
    const logout = await t.request({ method: 'POST', url: '/api/Identity/logout', headers: bearer(verified) });
    expect(logout.statusCode).toBe(204);
    const laptop = await signIn(user);
    const all = await t.request({ method: 'POST', url: '/api/Identity/user/sessions/revoke', headers: bearer(laptop) });
    expect(all.statusCode).toBe(204);
    await afterSecond(claimsOf(laptop).auth_time + 1);
    const last = await signIn(user);
    expect((await t.request({ method: 'DELETE', url: '/api/Identity/user', headers: bearer(last) })).statusCode).toBe(
      204,
    );

    const got = await receiver.waitFor(6);
    expect(got.map(({ event }) => event)).toEqual([
      {
        type: 'user.created',
        timestamp: expect.any(String),
        data: { uid: userId, email: user.email, emailVerified: false, displayName: null, role: null },
      },
      {
        type: 'user.updated',
        timestamp: expect.any(String),
        data: { uid: userId, email: user.email, emailVerified: false, displayName: null, role: null },
      },
      { type: 'email.verified', timestamp: expect.any(String), data: { uid: userId, email: user.email } },
      {
        type: 'session.ended',
        timestamp: expect.any(String),
        data: { uid: userId, scope: 'session', authTime: claimsOf(verified).auth_time },
      },
      { type: 'session.ended', timestamp: expect.any(String), data: { uid: userId, scope: 'all' } },
      { type: 'user.deleted', timestamp: expect.any(String), data: { uid: userId } },
    ]);
    expect(receiver.refused).toEqual([]);
    // The erasure took the user's delivered events with it (user.created held the email): the deletion's alone is left.
    const kept = await t.database.db
      .select({ type: webhookEvents.type })
      .from(webhookEvents)
      .where(eq(webhookEvents.uid, userId));
    expect(kept).toEqual([{ type: 'user.deleted' }]);
  });
});
