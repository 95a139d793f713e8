import { SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';

import { validPayload } from '../../__tests__/support/fixtures';
import { bearer, type TestApp } from '../../__tests__/support/testApp';
import {
  idTokenClaims,
  newSigningKey,
  serveKeys,
  signToken,
  jwksOf,
  type KeyServer,
  type SigningKey,
} from './signingKeys';
import { SIGNED_PROJECT_ID, startSignedTokenApi } from './testApi';

jest.setTimeout(30_000);

let key: SigningKey;
let impostor: SigningKey;
let keys: KeyServer;
let t: TestApp;

beforeAll(async () => {
  key = await newSigningKey('key-1');
  // Another key pair under the published key's id: what a forger without Google's private key can sign with.
  impostor = await newSigningKey(key.kid);
  keys = await serveKeys(jwksOf([key]));
  t = await startSignedTokenApi(keys.url);
});
afterAll(async () => {
  await t.close();
  await keys.close();
});

const now = () => Math.floor(Date.now() / 1000);
const claims = (uid: string, changes: JWTPayload = {}): JWTPayload => ({
  ...idTokenClaims(SIGNED_PROJECT_ID, uid),
  ...changes,
});
const getUser = (token: string) => t.request({ url: '/api/Identity/user', headers: bearer(token) });

it('accepts a token signed with a published key: the uid is its subject', async () => {
  const token = await signToken(key, claims('signed-user'));
  const registered = await t.request({
    method: 'POST',
    url: '/api/Identity/register',
    headers: bearer(token),
    payload: validPayload('signed-user@example.test'),
  });
  expect(registered.statusCode).toBe(201);
  const profile = await getUser(token);
  expect(profile.statusCode).toBe(200);
  expect(profile.json()).toMatchObject({ email: 'signed-user@example.test' });
});

const withoutSubject = () => {
  const { sub: _sub, ...rest } = claims('no-subject');
  return signToken(key, rest);
};

it.each<[string, () => Promise<string>]>([
  ['signed with another key under the published kid', () => signToken(impostor, claims('u1'))],
  ['naming a kid the key set lacks', () => signToken(key, claims('u2'), 'no-such-key')],
  ['naming no kid', () => new SignJWT(claims('u3')).setProtectedHeader({ alg: 'RS256' }).sign(key.privateKey)],
  ['for another audience', () => signToken(key, claims('u4', { aud: 'another-project' }))],
  [
    'from another issuer',
    () => signToken(key, claims('u5', { iss: 'https://securetoken.google.com/another-project' })),
  ],
  ['expired', () => signToken(key, claims('u6', { exp: now() - 600, iat: now() - 4200, auth_time: now() - 4200 }))],
  ['unsigned (alg: none)', async () => new UnsecuredJWT(claims('u7')).encode()],
  [
    'signed with HS256 (the published key is not a shared secret)',
    () => new SignJWT(claims('u8')).setProtectedHeader({ alg: 'HS256', kid: key.kid }).sign(new Uint8Array(32)),
  ],
  ['without a subject', withoutSubject],
  ['with an empty subject', () => signToken(key, claims('', { user_id: 'u9' }))],
  ['with a subject longer than a uid can be', () => signToken(key, claims('u'.repeat(129)))],
  ['issued in the future', () => signToken(key, claims('u10', { iat: now() + 600 }))],
  ['of a sign-in in the future', () => signToken(key, claims('u11', { auth_time: now() + 600 }))],
  ['without auth_time', () => signToken(key, claims('u12', { auth_time: undefined }))],
])('refuses a token %s with 401', async (_name, tokenOf) => {
  const response = await getUser(await tokenOf());
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ code: 'unauthorized', message: expect.any(String) });
});

it('asks the key set again for an unknown kid at most once per cooldown', async () => {
  const before = keys.requests();
  for (const kid of ['unknown-1', 'unknown-2', 'unknown-3']) {
    expect((await getUser(await signToken(key, claims('u13'), kid))).statusCode).toBe(401);
  }
  expect(keys.requests() - before).toBeLessThanOrEqual(1);
});
