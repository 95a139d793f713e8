// The page's session store against the real Auth emulator (no mocks): the session API a host without React uses.
// The product API is a stand-in that records what it gets (the API itself is tested in api/).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { isAppError, type RegisterPayload, type SessionSnapshot } from '@thryve/contract';

import { authEmulator, EMULATOR_PROJECT_ID as PROJECT_ID } from '../../../../scripts/testing/authEmulator';
import {
  addEventListeners,
  configure,
  getIdToken,
  getSession,
  signOut,
  startSession,
  stopSession,
  subscribe,
} from '../pageSession';

let server: Server;
let apiBaseUrl = '';
const calls: { url: string; headers: IncomingHttpHeaders }[] = [];

function config() {
  return { authEmulatorUrl: process.env.THRYVE_AUTH_EMULATOR_URL, apiBaseUrl, firebase: { projectId: PROJECT_ID } };
}

function payload(email: string): RegisterPayload {
  return {
    ...{ firstName: 'Ada', lastName: 'Lovelace', email, username: `ada-${randomUUID().slice(0, 6)}` },
    ...{ password: 'secret-1', confirmPassword: 'secret-1', birthday: null, height: null, weight: null },
    profilePicture: null,
  };
}

/** Resolves with the first snapshot `subscribe` delivers that passes `test`. */
function nextSnapshot(test: (snapshot: SessionSnapshot) => boolean): Promise<SessionSnapshot> {
  return new Promise((resolve) => {
    if (test(getSession())) return resolve(getSession());
    const off = subscribe((snapshot) => {
      if (!test(snapshot)) return;
      off();
      resolve(snapshot);
    });
  });
}

beforeAll(async () => {
  if (!process.env.THRYVE_AUTH_EMULATOR_URL) throw new Error('Run through scripts/with-auth-emulator.mjs');
  server = createServer((req, res) => {
    calls.push({ url: req.url ?? '', headers: req.headers });
    req.resume().on('end', () => res.writeHead(req.url === '/api/Identity/register' ? 201 : 204).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  stopSession();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the page session with the Auth emulator', () => {
  it('starts once per page: the same config or none reuses it, another API is a clear AppError', () => {
    configure(config());
    const store = startSession();
    expect(startSession(config())).toBe(store);
    expect(startSession({ ...config(), brandName: 'Acme Care' })).toBe(store); // screen settings may differ
    let thrown: unknown;
    try {
      startSession({ ...config(), apiBaseUrl: 'http://127.0.0.1:9/' });
    } catch (error) {
      thrown = error;
    }
    expect(isAppError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ code: 'session/config-conflict' });
  });

  it('signs up, then out, then in again: snapshots, token and events as a host sees them', async () => {
    configure(config());
    await nextSnapshot((snapshot) => snapshot.status === 'signedOut');
    const email = `session-${randomUUID().slice(0, 8)}@example.test`;
    const events: string[] = [];
    const off = addEventListeners({
      onSignIn: (user) => events.push(`signIn ${user.email}`),
      onSignUp: (user) => events.push(`signUp ${user.email}`),
      onSignOut: () => events.push('signOut'),
      onError: (error) => events.push(`error ${error.code}`),
    });
    const seen: SessionSnapshot[] = [];
    const unsubscribe = subscribe((snapshot) => seen.push(snapshot));

    const store = startSession();
    const [first, second] = [store.signUp(payload(email)), store.signUp(payload(email))];
    expect(second).toBe(first);
    await first;
    const session = getSession();
    expect(session).toMatchObject({ status: 'signedIn', user: { email, displayName: 'Ada Lovelace' }, role: null });
    // Never signed in half: the first snapshot a subscriber saw is the registered user.
    expect(seen.map((snapshot) => snapshot.status)).toEqual(['signedIn']);
    const token = await getIdToken();
    expect(token).toEqual(expect.any(String));
    await expect(authEmulator().accountOfToken(token as string)).resolves.toMatchObject({ email });
    expect(JSON.stringify(session)).not.toContain(token as string);

    await signOut();
    expect(getSession()).toEqual({ status: 'signedOut', user: null, role: null });
    expect(await getIdToken()).toBeNull();
    const logout = calls.find((call) => call.url === '/api/Identity/logout');
    expect(logout?.headers.authorization).toMatch(/^Bearer /);

    await expect(store.signIn(email, 'wrong-password', true)).rejects.toBeTruthy();
    await store.signIn(email, 'secret-1', true);
    expect(getSession()).toMatchObject({ status: 'signedIn', user: { email } });
    expect(events).toEqual([`signUp ${email}`, 'signOut', 'error sign-in/incorrect-credentials', `signIn ${email}`]);

    off();
    unsubscribe();
    await signOut();
    expect(events).toHaveLength(4);
  });
});
