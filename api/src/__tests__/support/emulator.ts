import { randomUUID } from 'node:crypto';

import { getAdminAuth } from '../../firebaseAdmin';
import { httpClient } from './http';

export const PROJECT_ID = process.env.GCLOUD_PROJECT || 'demo-thryve';

function emulatorOrigin(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run through scripts/with-auth-emulator.mjs');
  return `http://${host}`;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

async function identityToolkit(
  action: string,
  body: object,
): Promise<{ localId: string; idToken: string; refreshToken: string }> {
  // Not `fetch`: its pooled keep-alive sockets race the emulator's idle timeout ("other side closed").
  const response = await httpClient(emulatorOrigin())({
    method: 'POST',
    url: `/identitytoolkit.googleapis.com/v1/accounts:${action}?key=demo-api-key`,
    payload: { ...body, returnSecureToken: true },
  });
  if (response.statusCode !== 200) throw new Error(`${action} failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/** A real emulator account and its id token. */
export async function createUser(email: string = uniqueEmail(), password = 'secret-password-1'): Promise<TestUser> {
  const { localId, idToken } = await identityToolkit('signUp', { email, password });
  return { uid: localId, email, password, idToken };
}

export async function signIn(user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  return (await signInSession(user)).idToken;
}

/** A sign-in, as a device keeps it: its id token and the refresh token that mints the next ones. */
export async function signInSession(
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<{ idToken: string; refreshToken: string }> {
  const { idToken, refreshToken } = await identityToolkit('signInWithPassword', {
    email: user.email,
    password: user.password,
  });
  return { idToken, refreshToken };
}

/** A new id token of the same sign-in (what the SDK does hourly): same auth_time, new iat. */
export async function refreshIdToken(refreshToken: string): Promise<string> {
  const response = await httpClient(emulatorOrigin())({
    method: 'POST',
    url: '/securetoken.googleapis.com/v1/token?key=demo-api-key',
    payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
  });
  if (response.statusCode !== 200) throw new Error(`token refresh failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id_token: string }>().id_token;
}

/** The claims of a token, unverified (tests only). */
export function claimsOf(token: string): { auth_time: number; iat: number; [claim: string]: unknown } {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/**
 * Waits until the wall clock is in a later second than `epochSeconds`: Firebase compares auth_time and revocation
 * times in whole seconds, so two sign-ins (or a sign-in and a revocation) must be a second apart to differ.
 */
export async function afterSecond(epochSeconds: number): Promise<void> {
  const waitMs = (epochSeconds + 1) * 1000 - Date.now() + 50;
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
}

/** Sets the role claim with firebase-admin, then signs in again for a token that carries it. */
export async function withRole(user: TestUser, role: string): Promise<TestUser> {
  await getAdminAuth(PROJECT_ID).setCustomUserClaims(user.uid, { role });
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
