import { setTimeout as sleep } from 'node:timers/promises';

import { UnsecuredJWT } from 'jose';

import { isThryveAuthError, type RefusalCode } from '../errors';
import type { UserStanding } from '../standing';
import { createThryveAuth, type ThryveAuthOptions } from '../thryveAuth';
import {
  closedPort,
  idTokenClaims,
  jwksOf,
  newSigningKey,
  PARTNER_KEY,
  PROJECT_ID,
  serve,
  signToken,
  standingsOf,
  type LocalServer,
  type SigningKey,
} from './support/localServers';

let key: SigningKey;
let keys: LocalServer;
let thryve: LocalServer;
const standings = new Map<string, Omit<UserStanding, 'uid'>>();

beforeAll(async () => {
  key = await newSigningKey('key-1');
  keys = await serve(jwksOf([key]));
  thryve = await serve(standingsOf(standings));
});
afterAll(async () => {
  await keys.close();
  await thryve.close();
});
beforeEach(() => standings.clear());

const jwksUrl = () => new URL('/jwks', keys.url);
const authWith = (options: Partial<ThryveAuthOptions> = {}) =>
  createThryveAuth({
    projectId: PROJECT_ID,
    apiUrl: thryve.url,
    partnerKey: PARTNER_KEY,
    jwksUrl: jwksUrl(),
    emulatorHost: '',
    ...options,
  });
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function refusalOf(promise: Promise<unknown>): Promise<{ code: RefusalCode; status: number }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isThryveAuthError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, status: error.status };
}

describe('a good token', () => {
  it('answers the uid, email, email-verified and role', async () => {
    const token = await signToken(key, { ...idTokenClaims('alice'), role: 'admin' });
    await expect(authWith().authenticateRequest(bearer(token))).resolves.toEqual({
      signedIn: true,
      user: { uid: 'alice', email: 'alice@example.test', emailVerified: true, role: 'admin' },
    });
  });

  it('reads the header from a plain string and from Fetch API headers', async () => {
    const token = await signToken(key, idTokenClaims('bob'));
    const auth = authWith();
    await expect(auth.authenticateRequest(`Bearer ${token}`)).resolves.toMatchObject({ user: { uid: 'bob' } });
    const headers = new Headers({ Authorization: `Bearer ${token}` });
    await expect(auth.authenticateRequest({ headers })).resolves.toMatchObject({ user: { uid: 'bob', role: null } });
  });
});

describe('refusals of the token (401)', () => {
  const claims = idTokenClaims('carol');
  const cases: [string, () => Promise<string>, RefusalCode][] = [
    ['another project (audience)', () => signToken(key, { ...claims, aud: 'other-project' }), 'token_invalid'],
    [
      'another issuer',
      () => signToken(key, { ...claims, iss: 'https://securetoken.google.com/other-project' }),
      'token_invalid',
    ],
    ['expired', () => signToken(key, { ...claims, exp: Math.floor(Date.now() / 1000) - 60 }), 'token_expired'],
    ['a key the set lacks', () => signToken(key, claims, 'no-such-key'), 'token_invalid'],
    [
      'a signature by another key under a known kid',
      async () => signToken(await newSigningKey('key-1'), claims),
      'token_invalid',
    ],
    ['unsigned (alg none) outside the emulator', async () => new UnsecuredJWT(claims).encode(), 'token_invalid'],
    [
      'a sign-in in the future',
      () => signToken(key, { ...claims, auth_time: Math.floor(Date.now() / 1000) + 600 }),
      'token_invalid',
    ],
    ['no subject', () => signToken(key, { ...claims, sub: undefined }), 'token_invalid'],
    ['not a JWT', async () => 'not-a-token', 'token_malformed'],
  ];

  it.each(cases)('%s', async (_name, token, code) => {
    const result = await authWith().authenticateRequest(bearer(await token()));
    expect(result).toMatchObject({ signedIn: false, refusal: { code, status: 401, message: expect.any(String) } });
  });

  it.each([undefined, '', 'Basic abc', 'Bearer '])('no bearer token (%p)', async (authorization) => {
    const result = await authWith().authenticateRequest({ headers: { authorization } });
    expect(result).toMatchObject({ signedIn: false, refusal: { code: 'token_missing', status: 401 } });
  });

  it('asks Thryve nothing about a token that does not verify', async () => {
    const before = thryve.received.length;
    await authWith().authenticateRequest(bearer(await signToken(key, { ...claims, aud: 'other' })));
    expect(thryve.received.length).toBe(before);
  });
});

describe("Thryve's refusals (401)", () => {
  const authTime = Math.floor(Date.now() / 1000) - 60;
  const cases: [string, Omit<UserStanding, 'uid'>, RefusalCode][] = [
    [
      'logged out (this sign-in)',
      { state: 'active', tokensValidAfter: null, endedSessions: [authTime] },
      'session_ended',
    ],
    [
      'signed out of all devices, or its role changed',
      { state: 'active', tokensValidAfter: authTime + 1, endedSessions: [] },
      'session_revoked',
    ],
    ['disabled', { state: 'disabled', tokensValidAfter: null, endedSessions: [] }, 'user_disabled'],
    ['deleted', { state: 'deleted', tokensValidAfter: null, endedSessions: [] }, 'user_deleted'],
  ];

  it.each(cases)('%s', async (_name, standing, code) => {
    const uid = `user-${code}`;
    standings.set(uid, standing);
    const token = await signToken(key, { ...idTokenClaims(uid), auth_time: authTime });
    await expect(refusalOf(authWith().verifyToken(token))).resolves.toEqual({ code, status: 401 });
  });

  it('goes on accepting the sign-ins that were not ended', async () => {
    standings.set('dave', { state: 'active', tokensValidAfter: authTime - 10, endedSessions: [authTime - 5] });
    const token = await signToken(key, { ...idTokenClaims('dave'), auth_time: authTime });
    await expect(authWith().verifyToken(token)).resolves.toMatchObject({ uid: 'dave' });
  });

  it('sends the partner key, and the uid in the body (never in the URL)', async () => {
    await authWith().verifyToken(await signToken(key, idTokenClaims('erin')));
    expect(thryve.received.at(-1)).toEqual({ authorization: `Bearer ${PARTNER_KEY}`, body: '{"uid":"erin"}' });
  });
});

describe('how often Thryve is asked', () => {
  it('asks once per user per standingMaxAgeMs, and honours a refusal once that age is past', async () => {
    const auth = authWith({ standingMaxAgeMs: 300 });
    const token = await signToken(key, idTokenClaims('frank'));
    const asked = () => thryve.received.filter(({ body }) => body.includes('"frank"')).length;

    await Promise.all([auth.verifyToken(token), auth.verifyToken(token), auth.verifyToken(token)]);
    await auth.verifyToken(token);
    expect(asked()).toBe(1);

    standings.set('frank', { state: 'deleted', tokensValidAfter: null, endedSessions: [] });
    await sleep(350);
    await expect(refusalOf(auth.verifyToken(token))).resolves.toEqual({ code: 'user_deleted', status: 401 });
    expect(asked()).toBe(2);
  });
});

describe('backends down (503)', () => {
  it("Google's keys unreachable", async () => {
    const token = await signToken(key, idTokenClaims('gina'));
    const auth = authWith({ jwksUrl: await closedPort() });
    await expect(refusalOf(auth.verifyToken(token))).resolves.toEqual({ code: 'keys_unavailable', status: 503 });
  });

  it("Google's keys answering an error", async () => {
    const failing = await serve((_request, _body, response) => void response.writeHead(500).end());
    try {
      const auth = authWith({ jwksUrl: failing.url });
      const token = await signToken(key, idTokenClaims('gina'));
      await expect(refusalOf(auth.verifyToken(token))).resolves.toEqual({ code: 'keys_unavailable', status: 503 });
    } finally {
      await failing.close();
    }
  });

  it('Thryve unreachable, answering an error, or answering late', async () => {
    const token = await signToken(key, idTokenClaims('hank'));
    const down = authWith({ apiUrl: await closedPort() });
    await expect(refusalOf(down.verifyToken(token))).resolves.toEqual({ code: 'standing_unavailable', status: 503 });

    const failing = await serve((_request, _body, response) => void response.writeHead(500).end('{}'));
    const slow = await serve((_request, _body, response) => void setTimeout(() => response.end('{}'), 1_000));
    const garbled = await serve((_request, _body, response) => void response.end('{"uid":"someone-else"}'));
    try {
      for (const server of [failing, garbled]) {
        await expect(refusalOf(authWith({ apiUrl: server.url }).verifyToken(token))).resolves.toEqual({
          code: 'standing_unavailable',
          status: 503,
        });
      }
      const late = authWith({ apiUrl: slow.url, timeoutMs: 200 }).verifyToken(token);
      await expect(refusalOf(late)).resolves.toEqual({ code: 'standing_unavailable', status: 503 });
    } finally {
      await Promise.all([failing.close(), slow.close(), garbled.close()]);
    }
  });

  it('a partner key Thryve refuses', async () => {
    const token = await signToken(key, idTokenClaims('ivy'));
    const auth = authWith({ partnerKey: 'tpk_wrong' });
    await expect(refusalOf(auth.verifyToken(token))).resolves.toEqual({ code: 'partner_key_refused', status: 503 });
  });
});

describe('the Auth emulator', () => {
  const unsigned = (projectId: string) => new UnsecuredJWT(idTokenClaims('judy', projectId)).encode();

  it('accepts its unsigned tokens for a demo-* project, when it is named', async () => {
    const auth = authWith({ projectId: 'demo-partner', emulatorHost: '127.0.0.1:9099' });
    await expect(auth.verifyToken(unsigned('demo-partner'))).resolves.toMatchObject({ uid: 'judy' });
  });

  it('cannot stand in for a real project', () => {
    expect(() => authWith({ projectId: 'acme-prod', emulatorHost: '127.0.0.1:9099' })).toThrow(/demo-\*/);
  });
});
