import type { UserRecord } from 'firebase-admin/auth';

import { createRevocationCache } from '../revocationCache';

/** getUser's answers, as Firebase gives them; counts the calls (the cost the cache saves). */
function fakeAuth(user: Partial<UserRecord> = {}) {
  const auth = {
    calls: 0,
    user: { disabled: false, tokensValidAfterTime: undefined, ...user } as Partial<UserRecord>,
    failNext: false,
    getUser: async () => {
      auth.calls += 1;
      if (auth.failNext) {
        auth.failNext = false;
        throw Object.assign(new Error('down'), { code: 'app/network-error' });
      }
      return auth.user as UserRecord;
    },
  };
  return auth;
}

describe('revocation cache (Firebase asked at most once per user per TTL)', () => {
  it('reuses the answer within the TTL and asks again after it', async () => {
    const auth = fakeAuth();
    let now = 1_000_000;
    const cache = createRevocationCache(auth, 30_000, () => now);
    expect(cache.known('u1', 100)).toBeUndefined();
    expect(await cache.refusal('u1', 100)).toBeNull();
    expect(cache.known('u1', 100)).toBeNull();
    expect(await cache.refusal('u1', 100)).toBeNull();
    expect(auth.calls).toBe(1);
    auth.user = { disabled: true };
    now += 29_999;
    expect(cache.known('u1', 100)).toBeNull();
    expect(await cache.refusal('u1', 100)).toBeNull();
    now += 1;
    expect(cache.known('u1', 100)).toBeUndefined();
    expect(await cache.refusal('u1', 100)).toBe('user-disabled');
    expect(cache.known('u1', 100)).toBe('user-disabled');
    expect(auth.calls).toBe(2);
  });

  it('asks on every request when the TTL is 0', async () => {
    const auth = fakeAuth();
    const cache = createRevocationCache(auth, 0);
    await cache.refusal('u1', 100);
    expect(cache.known('u1', 100)).toBeUndefined();
    await cache.refusal('u1', 100);
    expect(auth.calls).toBe(2);
  });

  it('refuses sign-ins before tokensValidAfterTime, like verifyIdToken(token, true)', async () => {
    const auth = fakeAuth({ tokensValidAfterTime: new Date(2_000_000 * 1000).toUTCString() });
    const cache = createRevocationCache(auth, 30_000);
    expect(await cache.refusal('u1', 1_999_999)).toBe('id-token-revoked');
    expect(await cache.refusal('u1', 2_000_000)).toBeNull();
    expect(cache.known('u1', 1_999_999)).toBe('id-token-revoked');
    expect(cache.known('u1', 2_000_000)).toBeNull();
  });

  it('shares one call between concurrent requests of a user, and keeps no failure', async () => {
    const auth = fakeAuth();
    const cache = createRevocationCache(auth, 30_000);
    auth.failNext = true;
    const asked = [cache.refusal('u1', 1), cache.refusal('u1', 1)];
    expect(cache.known('u1', 1)).toBeUndefined(); // asked, not answered yet
    const results = await Promise.allSettled(asked);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(cache.known('u1', 1)).toBeUndefined();
    expect(auth.calls).toBe(1);
    expect(await cache.refusal('u1', 1)).toBeNull();
    expect(auth.calls).toBe(2);
  });

  it("forgets Firebase's word on one user: the next check asks again", async () => {
    const auth = fakeAuth();
    const cache = createRevocationCache(auth, 30_000);
    await cache.refusal('u1', 100);
    await cache.refusal('u2', 100);
    auth.user = { ...auth.user, tokensValidAfterTime: new Date(200_000).toUTCString() };
    cache.forget('u1');
    expect(cache.known('u1', 100)).toBeUndefined();
    expect(await cache.refusal('u1', 100)).toBe('id-token-revoked');
    expect(cache.known('u2', 100)).toBeNull();
    expect(auth.calls).toBe(3);
  });
});
