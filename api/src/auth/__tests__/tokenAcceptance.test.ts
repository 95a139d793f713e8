import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';

import type { UserRefusals } from '../../db/tokenRevocationRepository';
import type { ChangeFeed } from '../changeFeed';
import { AuthBackendUnavailable, createTokenAcceptance, TokenRefused } from '../tokenAcceptance';

const NOW_S = Math.floor(Date.now() / 1000);

const claims = (uid: string, authTime = NOW_S - 60) =>
  ({ uid, auth_time: authTime, exp: NOW_S + 3600, email: `${uid}@x.test`, email_verified: true }) as DecodedIdToken;

/** A feed that always listens; `announce` runs the handlers as a heard change does. */
function liveFeed() {
  const handlers: Record<string, ((uid: string) => void)[]> = {};
  const feed: ChangeFeed = {
    live: true,
    on: (channel, handler) => void (handlers[channel] ??= []).push(handler),
    onReset: () => undefined,
    write: (_channels, _uid, run) => run(),
    close: async () => undefined,
  };
  return { feed, announce: (channel: string, uid: string) => handlers[channel]?.forEach((handler) => handler(uid)) };
}

function setup(
  options: {
    verify?: (token: string) => Promise<DecodedIdToken>;
    getUser?: (uid: string) => Promise<UserRecord>;
  } = {},
) {
  const calls = { verify: 0, getUser: 0, refusals: 0 };
  let refusals: UserRefusals = { revokedBefore: null, ended: [] };
  const { feed, announce } = liveFeed();
  const acceptance = createTokenAcceptance({
    verify: async (token) => {
      calls.verify += 1;
      return options.verify ? options.verify(token) : claims(token.split('.')[0]);
    },
    auth: {
      getUser: async (uid) => {
        calls.getUser += 1;
        return options.getUser ? options.getUser(uid) : ({ uid, disabled: false } as UserRecord);
      },
    },
    firebaseTtlMs: 60_000,
    revocations: {
      refusalsOf: async () => {
        calls.refusals += 1;
        return refusals;
      },
    },
    feed,
  });
  return { acceptance, calls, announce, refuse: (next: UserRefusals) => void (refusals = next) };
}

const failing = (code: string) => async () => Promise.reject(Object.assign(new Error(code), { code }));

describe('token acceptance', () => {
  it('accepts from memory, without waiting, once every answer is known', async () => {
    const { acceptance, calls } = setup();
    const first = acceptance.accept('ada.b.c');
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toMatchObject({ uid: 'ada', emailVerified: true, role: null });
    expect(acceptance.accept('ada.b.c')).toMatchObject({ uid: 'ada' });
    expect(calls).toEqual({ verify: 1, getUser: 1, refusals: 1 });
  });

  it('refuses a sign-in this deployment ended once the change is heard, and only that sign-in', async () => {
    const { acceptance, announce, refuse } = setup({
      verify: async (token) => claims('ada', token === 'old.b.c' ? NOW_S - 60 : NOW_S - 30),
    });
    await acceptance.accept('old.b.c');
    await acceptance.accept('new.b.c');
    refuse({ revokedBefore: null, ended: [NOW_S - 60] });
    announce('refusals', 'ada');
    await expect(acceptance.accept('old.b.c')).rejects.toEqual(new TokenRefused('revoked-here'));
    expect(await acceptance.accept('new.b.c')).toMatchObject({ uid: 'ada' });
    refuse({ revokedBefore: NOW_S, ended: [NOW_S - 60] });
    announce('refusals', 'ada');
    await expect(acceptance.accept('new.b.c')).rejects.toBeInstanceOf(TokenRefused);
  });

  it('refuses what Firebase refuses: a disabled user, a sign-in before its revocation, a deleted user', async () => {
    const disabled = setup({ getUser: async (uid) => ({ uid, disabled: true }) as UserRecord });
    await expect(disabled.acceptance.accept('ada.b.c')).rejects.toEqual(new TokenRefused('user-disabled'));
    const revoked = setup({
      getUser: async (uid) =>
        ({ uid, disabled: false, tokensValidAfterTime: new Date(NOW_S * 1000).toUTCString() }) as UserRecord,
    });
    await expect(revoked.acceptance.accept('ada.b.c')).rejects.toEqual(new TokenRefused('id-token-revoked'));
    const deleted = setup({ getUser: failing('auth/user-not-found') });
    await expect(deleted.acceptance.accept('ada.b.c')).rejects.toEqual(new TokenRefused('user-not-found'));
  });

  it("tells the backend's failures (503) from the token's (401), and keeps neither", async () => {
    const keys = setup({ verify: async () => Promise.reject(new AuthBackendUnavailable('keys out of reach')) });
    await expect(keys.acceptance.accept('ada.b.c')).rejects.toBeInstanceOf(AuthBackendUnavailable);
    const lookup = setup({ getUser: failing('auth/internal-error') });
    await expect(lookup.acceptance.accept('ada.b.c')).rejects.toBeInstanceOf(AuthBackendUnavailable);
    const forged = setup({ verify: failing('auth/invalid-id-token') });
    await expect(forged.acceptance.accept('ada.b.c')).rejects.toEqual(new TokenRefused('auth/invalid-id-token'));
    await expect(forged.acceptance.accept('ada.b.c')).rejects.toBeInstanceOf(TokenRefused);
    expect(forged.calls.verify).toBe(2);
  });

  it('refuses a token with characters no ID token has, or without auth_time, before asking anything else', async () => {
    const { acceptance, calls } = setup({ verify: async () => ({ ...claims('ada'), auth_time: undefined }) as never });
    await expect(acceptance.accept('a b.c')).rejects.toEqual(new TokenRefused('malformed-token'));
    expect(calls.verify).toBe(0);
    await expect(acceptance.accept('ada.b.c')).rejects.toEqual(new TokenRefused('no-auth-time'));
    expect(calls.refusals).toBe(0);
  });
});

describe('token acceptance: settling the writes of unverified sign-ins', () => {
  const WROTE = NOW_S - 100;
  const seconds = (at: number) => new Date(at * 1000).toUTCString();

  /** What a verified sign-in (of `provider`, begun at `authTime`) settles, Firebase having revoked at `validAfter`. */
  async function settledBy(provider: string, authTime: number, validAfter: number | null, emailVerified = true) {
    const settle = jest.fn(async () => undefined);
    const acceptance = createTokenAcceptance({
      verify: async () =>
        ({
          ...claims('ada', authTime),
          email_verified: emailVerified,
          firebase: { sign_in_provider: provider },
        }) as never,
      auth: {
        getUser: async (uid) =>
          ({ uid, disabled: false, tokensValidAfterTime: validAfter && seconds(validAfter) }) as UserRecord,
      },
      firebaseTtlMs: 60_000,
      revocations: { refusalsOf: async () => ({ revokedBefore: null, ended: [], unverifiedAuthTime: WROTE }) },
      feed: liveFeed().feed,
      settleUnverifiedWrites: settle,
    });
    await acceptance.accept('ada.b.c');
    return settle.mock.calls.map((call) => (call as unknown[])[1]);
  }

  it.each([
    [
      'the sign-in that wrote, verified since by a link: the writes are its own',
      'password',
      WROTE,
      null,
      [{ takesOver: false, firebaseEnded: false }],
    ],
    [
      'a later password sign-in: the writes are its own',
      'password',
      WROTE + 10,
      null,
      [{ takesOver: false, firebaseEnded: false }],
    ],
    [
      'a password sign-in after Firebase ended the writers (a reset): takes over',
      'password',
      WROTE + 10,
      WROTE + 5,
      [{ takesOver: true, firebaseEnded: true }],
    ],
    [
      'Google, Firebase having ended the writers (it unlinked the password): takes over',
      'google.com',
      WROTE + 10,
      WROTE + 10,
      [{ takesOver: true, firebaseEnded: true }],
    ],
    [
      'Google, Firebase having ended nothing: takes over, the API ends them',
      'google.com',
      WROTE + 10,
      null,
      [{ takesOver: true, firebaseEnded: false }],
    ],
    ['a passkey (a custom token) proves no address: settles nothing', 'custom', WROTE + 10, null, []],
  ])('%s', async (_case, provider, authTime, validAfter, expected) => {
    expect(await settledBy(provider, authTime, validAfter)).toEqual(expected);
  });

  it('an unverified sign-in settles nothing', async () => {
    expect(await settledBy('google.com', WROTE + 10, null, false)).toEqual([]);
  });
});
