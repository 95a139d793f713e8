import { authEmulator, claimsOf, EMULATOR_PROJECT_ID, uniqueEmail } from '../../../../scripts/testing/authEmulator';

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
