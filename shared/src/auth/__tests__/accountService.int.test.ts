// The Firebase operations of the account actions against the real Auth emulator (no mocks).
import { request } from 'node:http';

import { passwordChangeFailure, signInErrorMessage } from '@thryve/contract/errors';
import { signOut, type Auth, type User } from 'firebase/auth';

import {
  authEmulator,
  claimsOf,
  EMULATOR_PROJECT_ID as PROJECT_ID,
  uniqueEmail,
} from '../../../../scripts/testing/authEmulator';
import { resolveConfig } from '../../config/config';
import { changePassword, reloadUser, sendVerificationEmail } from '../accountService';
import { getFirebaseAuth, readSession, signInWithEmail } from '../authService';

let auth: Auth;

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/** An account of the emulator, signed in here with the SDK. */
async function signedInAccount(prefix: string): Promise<{ email: string; user: User }> {
  const email = uniqueEmail(prefix);
  await authEmulator().signUp(email, 'secret-1', { displayName: 'Ada Lovelace' });
  return { email, user: await signInWithEmail(auth, email, 'secret-1', true) };
}

/**
 * When Firebase starts refusing the account's earlier sign-ins (seconds): firebase-admin's revocation check, which
 * the API runs, refuses a token whose `auth_time` is before it.
 */
async function validSince(email: string): Promise<number> {
  const account = (await authEmulator().findAccount(email)) as { validSince?: string } | null;
  return Number(account?.validSince ?? 0);
}

/** Follows a link the way a person's browser does (a fresh connection: the emulator closes idle ones). */
function follow(link: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(link, { agent: false }, (res) => {
      res.resume().on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(() => {
  if (!process.env.THRYVE_AUTH_EMULATOR_URL) throw new Error('Run through scripts/with-auth-emulator.mjs');
  auth = getFirebaseAuth(
    resolveConfig({ authEmulatorUrl: process.env.THRYVE_AUTH_EMULATOR_URL, firebase: { projectId: PROJECT_ID } }),
  );
});

afterEach(() => signOut(auth));

describe('changing the password against the Auth emulator', () => {
  it('refuses the old password afterwards, accepts the new one, and keeps this device signed in for the API', async () => {
    const { email, user } = await signedInAccount('password-change');
    const otherDevice = await authEmulator().signIn(email, 'secret-1');
    // auth_time counts seconds: the change must come in a later second than the other device's sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    await changePassword(user, 'secret-1', 'secret-2');

    expect(auth.currentUser?.uid).toBe(user.uid);
    const since = await validSince(email);
    expect(since).toBeGreaterThan(0);
    // What firebase-admin's revocation check compares: this device's token stays valid, the other device's not.
    expect(claimsOf(await user.getIdToken()).auth_time).toBeGreaterThanOrEqual(since);
    expect(claimsOf(await user.getIdToken(true)).auth_time).toBeGreaterThanOrEqual(since);
    expect(claimsOf(otherDevice.idToken).auth_time).toBeLessThan(since);

    await signOut(auth);
    const old = await failure(signInWithEmail(auth, email, 'secret-1', true));
    expect(signInErrorMessage(old)).toEqual({ field: 'email', message: 'Incorrect username or password' });
    await expect(signInWithEmail(auth, email, 'secret-2', true)).resolves.toMatchObject({ uid: user.uid });
  });

  it('refuses a wrong current password with auth/wrong-password, for the Current password field, changing nothing', async () => {
    const { email, user } = await signedInAccount('wrong-current');
    const error = await failure(changePassword(user, 'not-the-password', 'secret-2'));
    expect(passwordChangeFailure(error)).toEqual({ code: 'auth/wrong-password', message: 'The password is incorrect' });
    expect(auth.currentUser?.uid).toBe(user.uid);
    await expect(authEmulator().signIn(email, 'secret-1')).resolves.toMatchObject({ uid: user.uid });
    await expect(authEmulator().signIn(email, 'secret-2')).rejects.toThrow(
      /INVALID_LOGIN_CREDENTIALS|INVALID_PASSWORD/,
    );
  });

  it('refuses a new password Firebase finds too weak, keeping the old one', async () => {
    const { email, user } = await signedInAccount('weak-new');
    const error = await failure(changePassword(user, 'secret-1', '123'));
    expect(passwordChangeFailure(error)).toEqual({
      code: 'password-change/weak-password',
      message: 'Password is too weak',
    });
    await expect(authEmulator().signIn(email, 'secret-1')).resolves.toMatchObject({ uid: user.uid });
  });
});

describe('email verification against the Auth emulator', () => {
  it('sends the email (recorded by the emulator); once its link is followed, reloading shows emailVerified', async () => {
    const { email, user } = await signedInAccount('verify');
    expect(user.emailVerified).toBe(false);

    await sendVerificationEmail(user);

    const sent = (await authEmulator().sentOobCodes(email)) as { requestType: string; oobLink: string }[];
    expect(sent.map((code) => code.requestType)).toEqual(['VERIFY_EMAIL']);
    expect(await follow(sent[0].oobLink)).toBe(200);
    expect(user.emailVerified).toBe(false); // not before the user is read again

    await reloadUser(user);

    expect(user.emailVerified).toBe(true);
    const session = await readSession(user, false);
    expect(session.user).toMatchObject({ emailVerified: true, providers: ['password'] });
    expect(claimsOf(session.token).email_verified).toBe(true);
  });
});
