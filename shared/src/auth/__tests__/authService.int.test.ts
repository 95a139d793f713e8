// Runs the Firebase operations of the AuthProvider against the real Auth emulator (no mocks).
import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';

import type { RegisterPayload } from '@thryve/contract';
import { signInErrorMessage, signUpErrorMessage } from '@thryve/contract/errors';
import { signOut, type Auth } from 'firebase/auth';

import {
  authEmulator,
  claimsOf,
  EMULATOR_PROJECT_ID as PROJECT_ID,
  uniqueEmail,
} from '../../../../scripts/testing/authEmulator';
import { resolveConfig } from '../../config/config';
import { configureApiClient } from '../../http/apiSettings';
import {
  createAccount,
  createSessionReader,
  getFirebaseAuth,
  readSession,
  requestPasswordReset,
  signInWithEmail,
  signInWithToken,
} from '../authService';

const EMULATOR_URL = process.env.THRYVE_AUTH_EMULATOR_URL;

let auth: Auth;

function payloadFor(email: string, password = 'secret-1'): RegisterPayload {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    username: `ada-${randomUUID().slice(0, 6)}`,
    password,
    confirmPassword: password,
    birthday: null,
    height: null,
    weight: null,
    profilePicture: null,
  };
}

/** A port nothing listens on: the "backend is down" case. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A stand-in for the product API over real HTTP: it answers 204 to everything and records what it received. */
async function startApi(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: JSON.parse(body) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, received };
}

let api: Awaited<ReturnType<typeof startApi>>;

beforeAll(async () => {
  if (!EMULATOR_URL) throw new Error('Run through scripts/with-auth-emulator.mjs (THRYVE_AUTH_EMULATOR_URL is unset)');
  auth = getFirebaseAuth(resolveConfig({ authEmulatorUrl: EMULATOR_URL, firebase: { projectId: PROJECT_ID } }));
  api = await startApi();
});

beforeEach(() => configureApiClient({ baseUrl: api.url, getIdToken: null }));

afterEach(() => signOut(auth));

afterAll(() => new Promise<void>((resolve) => api.server.close(() => resolve())));

describe('sign-in against the Auth emulator', () => {
  it('answers a wrong password with "Incorrect username or password" at the email field', async () => {
    const email = uniqueEmail('wrong-password');
    await createAccount(auth, payloadFor(email));
    await signOut(auth);
    const error = await failure(signInWithEmail(auth, email, 'not-the-password', true));
    expect(signInErrorMessage(error)).toEqual({ field: 'email', message: 'Incorrect username or password' });
  });

  it('answers an unknown email with "Incorrect username or password"', async () => {
    const error = await failure(signInWithEmail(auth, uniqueEmail('nobody'), 'whatever-1', true));
    expect(signInErrorMessage(error)).toEqual({ field: 'email', message: 'Incorrect username or password' });
  });

  it('signs in and reads a session without a role as role null', async () => {
    const email = uniqueEmail('plain');
    await createAccount(auth, payloadFor(email));
    await signOut(auth);
    const user = await signInWithEmail(auth, email, 'secret-1', false);
    const session = await readSession(user, true);
    expect(session).toEqual({
      user: {
        ...{ uid: user.uid, displayName: 'Ada Lovelace', email, emailVerified: false, providers: ['password'] },
        idToken: session.token,
      },
      token: expect.any(String),
      role: null,
    });
  });

  it('reads a role claim set by an admin as `role` (forced refresh picks it up)', async () => {
    const email = uniqueEmail('role');
    const user = await createAccount(auth, payloadFor(email));
    expect((await readSession(user, false)).role).toBeNull();
    await authEmulator().setClaims(user.uid, { role: 'admin' });
    const read = createSessionReader();
    expect((await read(user)).role).toBe('admin');
    await authEmulator().setClaims(user.uid, { role: 42 });
    expect((await readSession(user, true)).role).toBeNull(); // not a string: no role
  });

  it('answers a password reset the same for known and unknown addresses', async () => {
    const email = uniqueEmail('reset');
    await createAccount(auth, payloadFor(email));
    await expect(requestPasswordReset(auth, email)).resolves.toBeUndefined();
    await expect(requestPasswordReset(auth, uniqueEmail('unknown'))).resolves.toBeUndefined();
  });
});

/**
 * A custom token as the API mints one for a passkey's owner, unsigned: the emulator accepts those (production
 * Firebase needs the API's signature).
 */
function customTokenFor(uid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const audience = 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit';
  const issuer = 'firebase-adminsdk@thryve.iam.gserviceaccount.com';
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iss: issuer, sub: issuer, aud: audience, iat: now, exp: now + 3600, uid })}.`;
}

describe('passkey sign-in (the custom token) against the Auth emulator', () => {
  it('signs in as the token’s user, who then has a session like any other', async () => {
    const email = uniqueEmail('passkey');
    const created = await createAccount(auth, payloadFor(email));
    await signOut(auth);

    const user = await signInWithToken(auth, customTokenFor(created.uid), false);

    expect(auth.currentUser?.uid).toBe(created.uid);
    expect(user).toMatchObject({ uid: created.uid, email, displayName: 'Ada Lovelace' });
    expect(claimsOf((await readSession(user, true)).token)).toMatchObject({ user_id: created.uid });
  });
});

describe('sign-up against the Auth emulator', () => {
  it('answers a duplicate email with "Email already in use"', async () => {
    const email = uniqueEmail('duplicate');
    await createAccount(auth, payloadFor(email));
    await signOut(auth);
    const error = await failure(createAccount(auth, payloadFor(email)));
    expect(signUpErrorMessage(error)).toBe('Email already in use');
  });

  it('names the account and registers it with the API with its own ID token', async () => {
    const email = uniqueEmail('register');
    const payload = payloadFor(email);
    api.received.length = 0;
    const user = await createAccount(auth, payload);
    expect(user.displayName).toBe('Ada Lovelace');
    expect(api.received).toEqual([
      { method: 'POST', path: '/api/Identity/register', headers: expect.any(Object), body: payload },
    ]);
    const token = api.received[0]?.headers.authorization?.replace(/^Bearer /, '') ?? '';
    // A token the Auth backend accepts, of this account, carrying the name.
    await expect(authEmulator().accountOfToken(token)).resolves.toMatchObject({ localId: user.uid, email });
    expect(claimsOf(token)).toMatchObject({ user_id: user.uid, email, name: 'Ada Lovelace' });
  });

  it('deletes the new account again when the backend is down, so the email can sign up later', async () => {
    configureApiClient({ baseUrl: `http://127.0.0.1:${await closedPort()}/`, getIdToken: null });
    const email = uniqueEmail('backend-down');
    const error = await failure(createAccount(auth, payloadFor(email)));
    expect(signUpErrorMessage(error)).toBe('An unknown error occurred');
    expect(error).toMatchObject({ code: 'registration/failed' });
    expect(await authEmulator().findAccount(email)).toBeNull();
    expect(auth.currentUser).toBeNull();

    configureApiClient({ baseUrl: api.url, getIdToken: null }); // the backend is back
    const user = await createAccount(auth, payloadFor(email));
    expect((await authEmulator().findAccount(email))?.localId).toBe(user.uid);
  });

  it('refuses a weak password with "Password is too weak"', async () => {
    const error = await failure(createAccount(auth, payloadFor(uniqueEmail('weak'), '123')));
    expect(signUpErrorMessage(error)).toBe('Password is too weak');
  });
});
