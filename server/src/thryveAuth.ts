import { isThryveAuthError, ThryveAuthError, type RefusalCode } from './errors';
import { createIdTokenVerifier } from './idToken';
import { createStandingSource, refusalOf } from './standing';

/** The caller a request proves: a Thryve user signed in, in good standing. */
export interface ThryveUser {
  uid: string;
  email: string | null;
  /** Firebase saw the owner follow the verification link. */
  emailVerified: boolean;
  /** The `role` claim Thryve set on the account, or null. */
  role: string | null;
}

/** What `authenticateRequest` answers: the user, or why not. */
export type ThryveAuthResult =
  | { signedIn: true; user: ThryveUser }
  | { signedIn: false; refusal: { code: RefusalCode; status: 401 | 503; message: string }; error: ThryveAuthError };

export interface ThryveAuthOptions {
  /** The Firebase project of Thryve's deployment (as its sign-in screens are configured). */
  projectId: string;
  /** Thryve's API origin, e.g. `https://api.thryve.example`. */
  apiUrl: string | URL;
  /** This backend's partner key, as Thryve's operator issued it. Keep it secret, like a password. */
  partnerKey: string;
  /** How old Thryve's word on a user may be when it decides a request (ms): refusals hold within it. Default 2000. */
  standingMaxAgeMs?: number;
  /** Longest wait for Google's keys or Thryve's answer (ms) before refusing with a 503. Default 2000. */
  timeoutMs?: number;
  /** Users whose standing is kept in memory. Default 10000. */
  maxUsers?: number;
  /**
   * The Firebase Auth emulator's host (default: FIREBASE_AUTH_EMULATOR_HOST). Its tokens are unsigned: accepted for a
   * `demo-*` project only, and this throws for any other.
   */
  emulatorHost?: string;
  /** The key set tokens are checked against; Google's by default. */
  jwksUrl?: URL;
}

/** Request headers as Node (Express, Fastify, http) or the Fetch API (Request, Headers) hold them. */
export type RequestLike =
  { headers: Headers | Record<string, string | string[] | undefined> } | string | null | undefined;

const BEARER = /^Bearer +(\S+)\s*$/i;

/** `standingMaxAgeMs` unless given: a refusal holds at the partner's backend within two seconds of Thryve's answer. */
export const DEFAULT_STANDING_MAX_AGE_MS = 2_000;

function tokenOf(request: RequestLike): string {
  const headers = typeof request === 'object' && request !== null ? request.headers : null;
  const header = headers
    ? headers instanceof Headers
      ? headers.get('authorization')
      : headers.authorization
    : (request as string | null | undefined);
  const token = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
  if (!token) throw new ThryveAuthError('token_missing');
  return token;
}

/**
 * Verifies Thryve sessions in a partner's backend: the Firebase ID token (signature, issuer, audience, times), then
 * Thryve's own refusals of the user (logout, sign out of all devices, role change, deletion, a disabled account), asked
 * of Thryve's API at most once per user per `standingMaxAgeMs`.
 */
export function createThryveAuth(options: ThryveAuthOptions) {
  const timeoutMs = options.timeoutMs ?? 2_000;
  if (!options.partnerKey) throw new Error('createThryveAuth: partnerKey is required (Thryve issues it)');
  const verify = createIdTokenVerifier({
    projectId: options.projectId,
    jwksUrl: options.jwksUrl,
    timeoutMs,
    emulatorHost: options.emulatorHost ?? process.env.FIREBASE_AUTH_EMULATOR_HOST,
  });
  const standingOf = createStandingSource({
    apiUrl: new URL(options.apiUrl),
    partnerKey: options.partnerKey,
    maxAgeMs: options.standingMaxAgeMs ?? DEFAULT_STANDING_MAX_AGE_MS,
    timeoutMs,
    maxUsers: options.maxUsers ?? 10_000,
  });

  /** The user `token` proves; rejects with a ThryveAuthError. */
  async function verifyToken(token: string): Promise<ThryveUser> {
    const claims = await verify(token);
    const refusal = refusalOf(await standingOf(claims.uid), claims.authTime);
    if (refusal) throw new ThryveAuthError(refusal);
    const { uid, email, emailVerified, role } = claims;
    return { uid, email, emailVerified, role };
  }

  /** The request's user, or its refusal; never rejects for a refusal (other errors, such as bugs, do). */
  async function authenticateRequest(request: RequestLike): Promise<ThryveAuthResult> {
    try {
      return { signedIn: true, user: await verifyToken(tokenOf(request)) };
    } catch (error) {
      if (!isThryveAuthError(error)) throw error;
      const { code, status, message } = error;
      return { signedIn: false, refusal: { code, status, message }, error };
    }
  }

  return { verifyToken, authenticateRequest };
}

export type ThryveAuth = ReturnType<typeof createThryveAuth>;
