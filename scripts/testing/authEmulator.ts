// The one test kit for accounts in the Firebase Auth emulator (API and integration tests, browser tests,
// benchmarks): the emulator's REST API, the same calls the Firebase SDK and firebase-admin make, with neither
// loaded. Accounts are real emulator accounts: nothing here stands in for Firebase.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';

import { DEMO_API_KEY, DEMO_PROJECT_ID } from '@thryve/contract/defaults';

/** The project of the emulator that scripts/with-auth-emulator.mjs starts (it sets GCLOUD_PROJECT). */
export const EMULATOR_PROJECT_ID =
  process.env.GCLOUD_PROJECT || process.env.THRYVE_FIREBASE_PROJECT_ID || DEMO_PROJECT_ID;

/** The emulator started by scripts/with-auth-emulator.mjs. */
export function emulatorOrigin(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run through scripts/with-auth-emulator.mjs');
  return `http://${host}`;
}

/** A unique address for each test, so tests never depend on one another. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export interface EmulatorSession {
  uid: string;
  idToken: string;
  refreshToken: string;
}

/**
 * One call with a JSON answer (a POST when there is a body, else a GET). Not `fetch`: its pooled keep-alive sockets
 * race the emulator's idle timeout ("other side closed"); a fresh connection per call (agent: false) cannot.
 */
function call<T>(url: URL, body: object | null, admin: boolean): Promise<T> {
  const payload = body === null ? '' : JSON.stringify(body);
  const headers: Record<string, string | number> =
    body === null ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
  // The emulator's admin access (what firebase-admin sends to it).
  if (admin) headers.authorization = 'Bearer owner';
  return new Promise((resolve, reject) => {
    const req = request(url, { method: body === null ? 'GET' : 'POST', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode !== 200) reject(new Error(`Auth emulator ${url.pathname}: ${res.statusCode} ${text}`));
        else resolve(JSON.parse(text) as T);
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** The emulator at `origin` (default: the one of this test run). */
export function authEmulator(origin: string = emulatorOrigin(), projectId: string = EMULATOR_PROJECT_ID) {
  const toolkit = <T>(path: string, body: object, admin = false) =>
    call<T>(new URL(`/identitytoolkit.googleapis.com/v1/${path}`, origin), body, admin);
  const session = (answer: { localId: string; idToken: string; refreshToken: string }): EmulatorSession => ({
    uid: answer.localId,
    idToken: answer.idToken,
    refreshToken: answer.refreshToken,
  });

  return {
    /** Creates an account (email and password, optionally a display name) and signs it in. */
    async signUp(email: string, password: string, profile: { displayName?: string } = {}): Promise<EmulatorSession> {
      const body = { email, password, ...profile, returnSecureToken: true };
      return session(await toolkit(`accounts:signUp?key=${DEMO_API_KEY}`, body));
    },

    async signIn(email: string, password: string): Promise<EmulatorSession> {
      const body = { email, password, returnSecureToken: true };
      return session(await toolkit(`accounts:signInWithPassword?key=${DEMO_API_KEY}`, body));
    },

    /**
     * Signs in with Google, as the SDK's popup does once Google answered: the emulator takes an unsigned id_token of
     * Google's (`sub`, the address, whether Google verified it). Firebase gives a verified address an existing
     * account with that email (unlinking its password when the address was unverified).
     */
    async signInWithGoogle(email: string, sub: string = randomUUID()): Promise<EmulatorSession> {
      const idToken = JSON.stringify({ sub, email, email_verified: true });
      const postBody = new URLSearchParams({ id_token: idToken, providerId: 'google.com' }).toString();
      const body = { requestUri: 'http://localhost', postBody, returnSecureToken: true, returnIdpCredential: true };
      return session(await toolkit(`accounts:signInWithIdp?key=${DEMO_API_KEY}`, body));
    },

    /** A new id token of the same sign-in (what the SDK does hourly): same auth_time, new iat. */
    async refresh(refreshToken: string): Promise<string> {
      const url = new URL(`/securetoken.googleapis.com/v1/token?key=${DEMO_API_KEY}`, origin);
      const body = { grant_type: 'refresh_token', refresh_token: refreshToken };
      return (await call<{ id_token: string }>(url, body, false)).id_token;
    },

    /** The account with this email, or null. */
    async findAccount(email: string): Promise<{ localId: string; displayName?: string } | null> {
      const answer = await toolkit<{ users?: { localId: string; displayName?: string }[] }>(
        `projects/${projectId}/accounts:lookup`,
        { email: [email] },
        true,
      );
      return answer.users?.[0] ?? null;
    },

    /**
     * The account an id token belongs to, if the emulator accepts the token (issued by it, unexpired, of a
     * living account); throws otherwise. What a backend's verification would say about the token.
     */
    async accountOfToken(idToken: string): Promise<{ localId: string; email?: string; displayName?: string }> {
      const answer = await toolkit<{ users: { localId: string; email?: string; displayName?: string }[] }>(
        `accounts:lookup?key=${DEMO_API_KEY}`,
        { idToken },
      );
      return answer.users[0];
    },

    /** Sets an account's custom claims (`{}` clears them), as firebase-admin's setCustomUserClaims does. */
    async setClaims(uid: string, claims: Record<string, unknown>): Promise<void> {
      const body = { localId: uid, customAttributes: JSON.stringify(claims) };
      await toolkit(`projects/${projectId}/accounts:update`, body, true);
    },

    /** Disables an account, as firebase-admin's updateUser({ disabled: true }) does: its refreshes are refused. */
    async disable(uid: string): Promise<void> {
      await toolkit(`projects/${projectId}/accounts:update`, { localId: uid, disableUser: true }, true);
    },

    /** The out-of-band codes (password-reset mails, …) the emulator "sent" to an address. */
    async sentOobCodes(email: string): Promise<{ requestType: string }[]> {
      const url = new URL(`/emulator/v1/projects/${projectId}/oobCodes`, origin);
      const body = await call<{ oobCodes?: { email: string; requestType: string }[] }>(url, null, false);
      return (body.oobCodes ?? []).filter((code) => code.email === email);
    },
  };
}

/** The claims of a token, unverified (tests only). */
export function claimsOf(token: string): { auth_time: number; iat: number; [claim: string]: unknown } {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}
