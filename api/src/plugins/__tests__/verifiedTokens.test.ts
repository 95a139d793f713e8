import type { DecodedIdToken } from 'firebase-admin/auth';

import { rememberVerifiedTokens } from '../verifiedTokens';

/** A verifier that accepts tokens starting with "good", expiring at `exp`, and counts its checks. */
function fakeVerifier(exp: number) {
  const verifier = {
    checks: 0,
    verify: async (token: string) => {
      verifier.checks += 1;
      if (!token.startsWith('good')) throw Object.assign(new Error('bad'), { code: 'auth/argument-error' });
      return { uid: token, exp } as DecodedIdToken;
    },
  };
  return verifier;
}

describe('verified tokens', () => {
  it('checks a token once while it is valid, and again once it expired (then it is refused)', async () => {
    let now = 1_000_000;
    const verifier = fakeVerifier(now / 1000 + 60);
    const tokens = rememberVerifiedTokens(verifier.verify, () => now);
    expect(tokens.known('good-1')).toBeUndefined();
    expect((await tokens.verify('good-1')).uid).toBe('good-1');
    expect(tokens.known('good-1')?.uid).toBe('good-1');
    expect((await tokens.verify('good-1')).uid).toBe('good-1');
    expect(verifier.checks).toBe(1);
    now += 61_000;
    expect(tokens.known('good-1')).toBeUndefined();
    await tokens.verify('good-1');
    expect(verifier.checks).toBe(2);
  });

  it('never keeps a refusal and never answers for other bytes', async () => {
    const verifier = fakeVerifier(Date.now() / 1000 + 3600);
    const tokens = rememberVerifiedTokens(verifier.verify);
    await expect(tokens.verify('bad')).rejects.toThrow('bad');
    await expect(tokens.verify('bad')).rejects.toThrow('bad');
    expect(tokens.known('bad')).toBeUndefined();
    await tokens.verify('good-a');
    expect(tokens.known('good-a ')).toBeUndefined();
    expect(tokens.known('good-')).toBeUndefined();
    expect((await tokens.verify('good-b')).uid).toBe('good-b');
    expect(verifier.checks).toBe(4);
  });

  it("forgets every token of one user (a deleted account), and no one else's", async () => {
    const verifier = {
      checks: 0,
      verify: async (token: string) => {
        verifier.checks += 1;
        return { uid: token.split('.')[0], exp: Date.now() / 1000 + 3600 } as DecodedIdToken;
      },
    };
    const tokens = rememberVerifiedTokens(verifier.verify);
    for (const token of ['ada.1', 'ada.2', 'bob.1']) await tokens.verify(token);
    tokens.forgetUser('ada');
    expect(tokens.known('ada.1')).toBeUndefined();
    expect(tokens.known('ada.2')).toBeUndefined();
    expect(tokens.known('bob.1')?.uid).toBe('bob');
    await tokens.verify('ada.1');
    expect(verifier.checks).toBe(4);
  });
});
