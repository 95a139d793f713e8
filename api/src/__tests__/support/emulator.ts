import { DEMO_API_KEY } from '@thryve/contract/defaults';

import {
  authEmulator,
  claimsOf,
  EMULATOR_PROJECT_ID,
  emulatorOrigin,
  uniqueEmail,
} from '../../../../scripts/testing/authEmulator';
import { httpClient } from './http';

// The API tests' names for the test kit's account operations (scripts/testing/authEmulator.ts).
export { claimsOf, uniqueEmail };
export const PROJECT_ID = EMULATOR_PROJECT_ID;

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/** A real emulator account and its id token. */
export async function createUser(email: string = uniqueEmail(), password = 'secret-password-1'): Promise<TestUser> {
  const { uid, idToken } = await authEmulator().signUp(email, password);
  return { uid, email, password, idToken };
}

export async function signIn(user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  return (await signInSession(user)).idToken;
}

/** A sign-in, as a device keeps it: its id token and the refresh token that mints the next ones. */
export async function signInSession(
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<{ idToken: string; refreshToken: string }> {
  const { idToken, refreshToken } = await authEmulator().signIn(user.email, user.password);
  return { idToken, refreshToken };
}

/** A new id token of the same sign-in (what the SDK does hourly): same auth_time, new iat. */
export function refreshIdToken(refreshToken: string): Promise<string> {
  return authEmulator().refresh(refreshToken);
}

/**
 * Waits until the wall clock is in a later second than `epochSeconds`: Firebase compares auth_time and revocation
 * times in whole seconds, so two sign-ins (or a sign-in and a revocation) must be a second apart to differ.
 */
export async function afterSecond(epochSeconds: number): Promise<void> {
  const waitMs = (epochSeconds + 1) * 1000 - Date.now() + 50;
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
}

/** Sets the role claim (as firebase-admin would), then signs in again for a token that carries it. */
export async function withRole(user: TestUser, role: string): Promise<TestUser> {
  await authEmulator().setClaims(user.uid, { role });
  return { ...user, idToken: await signIn(user) };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned emulator-style token; by default for another project, or expired. */
export function forgeToken(options: {
  uid: string;
  email: string;
  projectId?: string;
  expiredSecondsAgo?: number;
  /** Leave out the auth_time claim (Firebase never does; a forger may). */
  withoutAuthTime?: boolean;
}): string {
  const projectId = options.projectId ?? 'some-other-project';
  const now = Math.floor(Date.now() / 1000);
  const exp = options.expiredSecondsAgo ? now - options.expiredSecondsAgo : now + 3600;
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: options.withoutAuthTime ? undefined : exp - 3600,
    user_id: options.uid,
    sub: options.uid,
    iat: exp - 3600,
    exp,
    email: options.email,
    email_verified: false,
    firebase: { identities: { email: [options.email] }, sign_in_provider: 'password' },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/** The emulator's REST API, as the Firebase SDK calls it from a page. */
async function identityToolkit<T>(path: string, payload: object): Promise<T> {
  const answer = await httpClient(emulatorOrigin())({
    method: 'POST',
    url: `/identitytoolkit.googleapis.com/v1/${path}?key=${DEMO_API_KEY}`,
    payload,
  });
  if (answer.statusCode !== 200) throw new Error(`Auth emulator ${path}: ${answer.statusCode} ${answer.body}`);
  return answer.json<T>();
}

/** What the SDK's sendEmailVerification does: the emulator records the mail and its link. */
export async function sendVerificationEmail(idToken: string): Promise<void> {
  await identityToolkit('accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });
}

/** The code of the latest mail of `requestType` the emulator recorded for `email` (what its link carries). */
export async function mailedCode(email: string, requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET'): Promise<string> {
  const emulator = httpClient(emulatorOrigin());
  const { oobCodes = [] } = (await emulator({ url: `/emulator/v1/projects/${PROJECT_ID}/oobCodes` })).json<{
    oobCodes?: { email: string; requestType: string; oobCode: string }[];
  }>();
  const code = oobCodes.filter((sent) => sent.email === email && sent.requestType === requestType).at(-1);
  if (!code) throw new Error(`no ${requestType} mail was sent to ${email}`);
  return code.oobCode;
}

/** What the SDK's sendPasswordResetEmail does: the emulator records the mail and its code. */
export async function requestPasswordReset(email: string): Promise<void> {
  await identityToolkit('accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email });
}

/** What the SDK's confirmPasswordReset does with a reset code: the new password (Firebase ends earlier sign-ins). */
export async function setPasswordWithCode(oobCode: string, newPassword: string): Promise<void> {
  await identityToolkit('accounts:resetPassword', { oobCode, newPassword });
}

/**
 * Follows the latest verification link the emulator recorded for `email`, as its owner would from the mail
 * (GET /emulator/v1/projects/<project>/oobCodes lists them).
 */
export async function followVerificationLink(email: string): Promise<void> {
  const emulator = httpClient(emulatorOrigin());
  const { oobCodes = [] } = (await emulator({ url: `/emulator/v1/projects/${PROJECT_ID}/oobCodes` })).json<{
    oobCodes?: { email: string; requestType: string; oobLink: string }[];
  }>();
  const link = oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL').at(-1)?.oobLink;
  if (!link) throw new Error(`no verification link was sent to ${email}`);
  const { pathname, search } = new URL(link);
  const followed = await emulator({ url: pathname + search });
  if (followed.statusCode !== 200) throw new Error(`verification link: ${followed.statusCode} ${followed.body}`);
}

/**
 * A password reset as the address's owner makes it: the reset mail asked for, its link's code taken from the mail the
 * emulator recorded, and a new password set with it (Firebase ends every earlier sign-in).
 */
export async function resetPasswordByMail(email: string, newPassword: string): Promise<void> {
  await requestPasswordReset(email);
  await setPasswordWithCode(await mailedCode(email, 'PASSWORD_RESET'), newPassword);
}

/** What the SDK's updatePassword does: Firebase answers with this device's next tokens. */
export async function changePassword(
  idToken: string,
  password: string,
): Promise<{ idToken: string; refreshToken: string }> {
  return identityToolkit('accounts:update', { idToken, password, returnSecureToken: true });
}

/** Whether the emulator still has an account with this email. */
export async function accountExists(email: string): Promise<boolean> {
  return (await authEmulator().findAccount(email)) !== null;
}
