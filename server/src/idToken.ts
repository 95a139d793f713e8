import {
  createRemoteJWKSet,
  errors,
  jwtVerify,
  UnsecuredJWT,
  type FlattenedJWSInput,
  type JWSHeaderParameters,
  type JWTPayload,
} from 'jose';

import { ThryveAuthError } from './errors';

export { isThryveAuthError } from './errors';

/** Where Google publishes the public keys that sign Firebase ID tokens, as a JSON Web Key Set. */
const GOOGLE_ID_TOKEN_KEYS = new URL(
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
);

/** What a verified ID token proves. */
export interface IdTokenClaims {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  role: string | null;
  /** When the user signed in (seconds): the same for every token of one sign-in. */
  authTime: number;
  /** When the token expires (seconds). */
  expiresAt: number;
}

/** A verified ID token's payload: jose's claims, and those Firebase's rules guarantee. */
export type IdTokenPayload = JWTPayload & { sub: string; iat: number; exp: number; auth_time: number };

export interface IdTokenVerifierOptions {
  projectId: string;
  /** The key set signatures are checked against: Google's, unless a test signs tokens with keys of its own. */
  jwksUrl?: URL;
  /** Longest wait for the key set (ms); jose's own default otherwise. */
  timeoutMs?: number;
  /** The Auth emulator's host: its unsigned tokens are then accepted, for a `demo-*` project only. */
  emulatorHost?: string;
}

/** Firebase's longest uid. */
const MAX_UID_LENGTH = 128;
/** How far this clock may lag Google's before a fresh token's `iat` or `auth_time` looks like the future. */
const CLOCK_TOLERANCE_SECONDS = 5;
/** An ID token is three base64url parts joined by dots. */
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

const isPast = (seconds: unknown): seconds is number =>
  typeof seconds === 'number' && Number.isFinite(seconds) && seconds <= Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS;

/** Firebase's rules beyond jose's: a uid-shaped `sub`, a token issued after a sign-in that already happened. */
function firebaseRules(payload: JWTPayload): IdTokenPayload {
  const { sub } = payload;
  const badSub = typeof sub !== 'string' || sub === '' || sub.length > MAX_UID_LENGTH;
  if (badSub || !isPast(payload.iat) || !isPast(payload.auth_time)) throw new ThryveAuthError('token_invalid');
  return payload as IdTokenPayload;
}

async function checked(check: () => JWTPayload | Promise<JWTPayload>): Promise<IdTokenPayload> {
  try {
    return firebaseRules(await check());
  } catch (error) {
    if (!(error instanceof errors.JOSEError)) throw error;
    throw new ThryveAuthError(error.code === errors.JWTExpired.code ? 'token_expired' : 'token_invalid', {
      cause: error,
    });
  }
}

/** Key set failures that are the token's: it names no key, or one the set lacks (after one refetch). */
const TOKEN_KEY_FAILURES = new Set([errors.JWKSNoMatchingKey.code, errors.JWKSMultipleMatchingKeys.code]);

function keysOf(url: URL, timeoutMs: number | undefined) {
  const keySet = createRemoteJWKSet(url, { timeoutDuration: timeoutMs });
  return async (header: JWSHeaderParameters, token: FlattenedJWSInput) => {
    if (typeof header.kid !== 'string') throw new ThryveAuthError('token_invalid');
    try {
      return await keySet(header, token);
    } catch (error) {
      if (error instanceof errors.JOSEError && TOKEN_KEY_FAILURES.has(error.code)) throw error;
      throw new ThryveAuthError('keys_unavailable', { cause: error });
    }
  };
}

/**
 * Verifies a Firebase ID token of `projectId` offline and answers its whole payload: an RS256 signature by one of
 * Google's published keys (jose keeps them and refetches on an unknown `kid`), issuer and audience, `exp` ahead, `iat`
 * and `auth_time` behind, a uid as `sub`. Refusals are ThryveAuthErrors: `token_malformed`, `token_expired`,
 * `token_invalid`, or `keys_unavailable` when the key set cannot be had in time. The one set of checks, for partners'
 * backends (createIdTokenVerifier) and Thryve's own API alike.
 */
export function createIdTokenPayloadVerifier(
  options: IdTokenVerifierOptions,
): (token: string) => Promise<IdTokenPayload> {
  const { projectId } = options;
  const claims = {
    issuer: `https://securetoken.google.com/${projectId}`,
    audience: projectId,
    requiredClaims: ['exp', 'iat', 'auth_time', 'sub'],
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
  };
  const shaped = (token: string) => {
    if (!JWT_SHAPE.test(token)) throw new ThryveAuthError('token_malformed');
  };
  // The Auth emulator signs nothing (`alg: none`). A `demo-*` project exists nowhere but in the emulators: only its
  // tokens are taken unsigned, and only when the emulator is named. A real project never accepts them.
  if (options.emulatorHost) {
    if (!projectId.startsWith('demo-')) {
      throw new Error(
        `The Auth emulator signs no tokens: it can stand in only for a demo-* project, not "${projectId}"`,
      );
    }
    return async (token) => {
      shaped(token);
      return checked(() => UnsecuredJWT.decode(token, claims).payload);
    };
  }
  const keys = keysOf(options.jwksUrl ?? GOOGLE_ID_TOKEN_KEYS, options.timeoutMs);
  const rules = { ...claims, algorithms: ['RS256'] };
  return async (token) => {
    shaped(token);
    return checked(async () => (await jwtVerify(token, keys, rules)).payload);
  };
}

/** What a token proves, in the terms a backend uses. */
function claimsOf(payload: IdTokenPayload): IdTokenClaims {
  const { email, email_verified: emailVerified, role } = payload;
  return {
    uid: payload.sub,
    email: typeof email === 'string' ? email : null,
    emailVerified: emailVerified === true,
    role: typeof role === 'string' ? role : null,
    authTime: payload.auth_time,
    expiresAt: payload.exp,
  };
}

/** createIdTokenPayloadVerifier, answering what the token proves. */
export function createIdTokenVerifier(options: IdTokenVerifierOptions): (token: string) => Promise<IdTokenClaims> {
  const verify = createIdTokenPayloadVerifier(options);
  return async (token) => claimsOf(await verify(token));
}
