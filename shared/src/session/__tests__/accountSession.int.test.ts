// The page session's account actions against the real Auth emulator (no mocks). The product API is a stand-in that
// records what it gets and answers like the real one (the API itself is tested in api/).
import { randomUUID } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { RegisterPayload } from '@thryve/contract';

import { authEmulator, claimsOf, EMULATOR_PROJECT_ID as PROJECT_ID } from '../../../../scripts/testing/authEmulator';
import { addEventListeners, configure, getSession, refreshUser, startSession, stopSession } from '../pageSession';

interface Call {
  method: string;
  url: string;
  token: string;
  body: Record<string, unknown> | null;
}

let server: Server;
let apiBaseUrl = '';
const calls: Call[] = [];

function answer(method: string, url: string, body: Record<string, unknown> | null): [number, object?] {
  if (method === 'POST' && url === '/api/Identity/register') return [201];
  if (method === 'PATCH' && url === '/api/Identity/user') {
    const at = new Date().toISOString();
    return [
      200,
      {
        ...body,
        id: 'uid',
        email: 'e',
        role: null,
        pictureUrl: null,
        emailVerified: false,
        createdAt: at,
        updatedAt: at,
      },
    ];
  }
  return [204];
}

const password = 'secret-1';

function payload(email: string): RegisterPayload {
  return {
    ...{ firstName: 'Ada', lastName: 'Lovelace', email, username: `ada-${randomUUID().slice(0, 6)}` },
    ...{ password, confirmPassword: password, birthday: null, height: null, weight: null, profilePicture: null },
  };
}

/** A new account, signed up through the session (as the sign-up screen does). */
async function signedUp(): Promise<string> {
  const email = `account-${randomUUID().slice(0, 8)}@example.test`;
  await startSession().signUp(payload(email));
  return email;
}

const callsTo = (method: string, url: string) => calls.filter((call) => call.method === method && call.url === url);

/** When Firebase starts refusing the account's earlier sign-ins (seconds), as firebase-admin's check reads it. */
async function validSince(email: string): Promise<number> {
  return Number(((await authEmulator().findAccount(email)) as { validSince?: string } | null)?.validSince ?? 0);
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const value = await read();
    if (done(value) || attempt >= 50) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  if (!process.env.THRYVE_AUTH_EMULATOR_URL) throw new Error('Run through scripts/with-auth-emulator.mjs');
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      const method = req.method ?? '';
      const url = req.url ?? '';
      calls.push({ method, url, body, token: (req.headers.authorization ?? '').replace(/^Bearer /, '') });
      const [status, json] = answer(method, url, body);
      if (json) res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      else res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  configure({ authEmulatorUrl: process.env.THRYVE_AUTH_EMULATOR_URL, apiBaseUrl, firebase: { projectId: PROJECT_ID } });
});
beforeEach(() => {
  calls.length = 0;
});
afterEach(() => startSession().signOut());
afterAll(async () => {
  stopSession();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the account actions of the page session, with the Auth emulator', () => {
  it('sends the verification email at sign-up; after its link is followed, refreshUser shows emailVerified', async () => {
    const email = await signedUp();
    expect(getSession().user?.emailVerified).toBe(false);
    const sent = await eventually(
      async () => (await authEmulator().sentOobCodes(email)) as { requestType: string; oobLink: string }[],
      (codes) => codes.length > 0,
    );
    expect(sent.map((code) => code.requestType)).toEqual(['VERIFY_EMAIL']);
    await new Promise<void>((resolve, reject) =>
      request(sent[0].oobLink, { agent: false }, (res) => res.resume().on('end', resolve))
        .on('error', reject)
        .end(),
    );

    await refreshUser();

    expect(getSession().user).toMatchObject({ email, emailVerified: true });
    expect(claimsOf((await startSession().getIdToken()) ?? '').email_verified).toBe(true);
  });

  it('updateProfile saves on the API, renames the Firebase user and shows the name at once; one onProfileUpdate', async () => {
    const email = await signedUp();
    const onProfileUpdate = jest.fn();
    const off = addEventListeners({ onProfileUpdate });
    const update = {
      firstName: 'Augusta',
      lastName: 'King',
      username: 'augusta',
      birthday: null,
      height: 66,
      weight: null,
    };

    const profile = await startSession().updateProfile(update);

    off();
    expect(callsTo('PATCH', '/api/Identity/user').map((call) => call.body)).toEqual([update]);
    expect(getSession().user?.displayName).toBe('Augusta King');
    expect((await authEmulator().findAccount(email))?.displayName).toBe('Augusta King');
    expect(onProfileUpdate).toHaveBeenCalledTimes(1);
    expect(onProfileUpdate).toHaveBeenCalledWith(profile);
  });

  it('changePassword: the old password is refused, and the API hears keep current with a token it accepts', async () => {
    const email = await signedUp();
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // a later second than the sign-up's sign-in
    await startSession().changePassword(password, 'secret-2');

    const [revoke] = callsTo('POST', '/api/Identity/user/sessions/revoke');
    expect(revoke.body).toEqual({ keep: 'current' });
    expect(claimsOf(revoke.token).auth_time).toBeGreaterThanOrEqual(await validSince(email));
    expect(getSession().status).toBe('signedIn');
    await expect(authEmulator().signIn(email, password)).rejects.toThrow(/INVALID_LOGIN_CREDENTIALS|INVALID_PASSWORD/);
    await expect(authEmulator().signIn(email, 'secret-2')).resolves.toBeTruthy();
  });

  it('signOutEverywhere: the API ends every sign-in, then this device is signed out; no logout call, one onSignOut', async () => {
    await signedUp();
    const onSignOut = jest.fn();
    const off = addEventListeners({ onSignOut });
    await startSession().signOutEverywhere();
    off();
    expect(callsTo('POST', '/api/Identity/user/sessions/revoke').map((call) => call.body)).toEqual([{ keep: 'none' }]);
    expect(callsTo('POST', '/api/Identity/logout')).toEqual([]);
    expect(getSession()).toEqual({ status: 'signedOut', user: null, role: null });
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('deleteAccount: a wrong password keeps the account; the right one sends DELETE with a fresh sign-in, then signs out', async () => {
    await signedUp();
    const events = { onAccountDelete: jest.fn(), onSignOut: jest.fn(), onError: jest.fn() };
    const off = addEventListeners(events);
    await expect(startSession().deleteAccount({ password: 'wrong-password' })).rejects.toBeTruthy();
    expect(events.onError).toHaveBeenCalledWith({ code: 'auth/wrong-password', message: 'The password is incorrect' });
    expect(callsTo('DELETE', '/api/Identity/user')).toEqual([]);

    const signUpAuthTime = claimsOf((await startSession().getIdToken()) ?? '').auth_time;
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await startSession().deleteAccount({ password });
    off();

    const [deletion] = callsTo('DELETE', '/api/Identity/user');
    expect(claimsOf(deletion.token).auth_time).toBeGreaterThan(signUpAuthTime);
    expect(callsTo('POST', '/api/Identity/logout')).toEqual([]);
    expect(getSession()).toEqual({ status: 'signedOut', user: null, role: null });
    expect(events.onAccountDelete).toHaveBeenCalledTimes(1);
    expect(events.onSignOut).not.toHaveBeenCalled();
  });
});
