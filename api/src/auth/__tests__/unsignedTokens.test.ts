import { UnsecuredJWT, type JWTPayload } from 'jose';

import { createIdTokenVerifier, ID_TOKEN_EXPIRED, INVALID_ID_TOKEN } from '../idToken';
import { closedPort, idTokenClaims } from './signingKeys';

const DEMO_PROJECT = 'demo-thryve-tokens';
const REAL_PROJECT = 'thryve-tokens';
const EMULATOR = '127.0.0.1:9099';

/** What the Auth emulator issues: the claims of an ID token, with `alg: none` and no signature. */
const unsigned = (claims: JWTPayload) => new UnsecuredJWT(claims).encode();

/** A verifier whose key set, should it be asked, is out of reach: no test here may depend on it. */
async function verifierFor(projectId: string, authEmulatorHost: string | undefined) {
  return createIdTokenVerifier({ projectId, authEmulatorHost, jwksUrl: await closedPort(), timeoutMs: 500 });
}

describe('an unsigned token (what the Auth emulator issues)', () => {
  it('is accepted for a demo-* project while the emulator is configured', async () => {
    const verify = await verifierFor(DEMO_PROJECT, EMULATOR);
    const decoded = await verify(unsigned(idTokenClaims(DEMO_PROJECT, 'emulated')));
    expect(decoded).toMatchObject({ uid: 'emulated', sub: 'emulated', aud: DEMO_PROJECT });
  });

  it.each<[string, JWTPayload, string]>([
    ['when it is for another project', idTokenClaims('demo-another', 'u1'), INVALID_ID_TOKEN],
    [
      'when expired',
      { ...idTokenClaims(DEMO_PROJECT, 'u2'), exp: Math.floor(Date.now() / 1000) - 60 },
      ID_TOKEN_EXPIRED,
    ],
    ['without auth_time', { ...idTokenClaims(DEMO_PROJECT, 'u3'), auth_time: undefined }, INVALID_ID_TOKEN],
    ['with an empty subject', { ...idTokenClaims(DEMO_PROJECT, ''), user_id: 'u4' }, INVALID_ID_TOKEN],
  ])('is refused %s, even with the emulator', async (_name, claims, code) => {
    const verify = await verifierFor(DEMO_PROJECT, EMULATOR);
    await expect(verify(unsigned(claims))).rejects.toMatchObject({ code });
  });

  it('is refused for a real project even when the emulator is configured', async () => {
    const verify = await verifierFor(REAL_PROJECT, EMULATOR);
    await expect(verify(unsigned(idTokenClaims(REAL_PROJECT, 'u5')))).rejects.toMatchObject({
      code: INVALID_ID_TOKEN,
    });
  });

  it('is refused for a demo-* project without the emulator', async () => {
    const verify = await verifierFor(DEMO_PROJECT, undefined);
    await expect(verify(unsigned(idTokenClaims(DEMO_PROJECT, 'u6')))).rejects.toMatchObject({
      code: INVALID_ID_TOKEN,
    });
  });
});
