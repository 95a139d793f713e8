import type { DecodedIdToken } from 'firebase-admin/auth';
import {
  createRemoteJWKSet,
  errors,
  jwtVerify,
  UnsecuredJWT,
  type FlattenedJWSInput,
  type JWSHeaderParameters,
  type JWTClaimVerificationOptions,
  type JWTPayload,
} from 'jose';

import { isDemoProject } from '../config';
import { AuthBackendUnavailable } from './tokenAcceptance';

/** Where Google publishes the public keys that sign Firebase ID tokens, as a JSON Web Key Set. */
const GOOGLE_ID_TOKEN_KEYS = new URL(
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
);

/** The token is past its `exp`. */
export const ID_TOKEN_EXPIRED = 'auth/id-token-expired';
/** Any other check failed: signature, algorithm, key id, issuer, audience, subject, times. */
export const INVALID_ID_TOKEN = 'auth/invalid-id-token';

/** Why a token was not accepted. The message is for logs only, never for the caller. */
class IdTokenError extends Error {
  constructor(
    readonly code: typeof ID_TOKEN_EXPIRED | typeof INVALID_ID_TOKEN,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface IdTokenVerifierOptions {
  projectId: string;
  /** The key set signatures are checked against: Google's, unless a test signs tokens with keys of its own. */
  jwksUrl?: URL;
  /** Longest wait for the key set (ms); jose's own default otherwise. */
  timeoutMs?: number;
  /** The Auth emulator's address (FIREBASE_AUTH_EMULATOR_HOST, read by loadConfig) when the API uses it. */
  authEmulatorHost?: string;
}

/** Firebase's longest uid. */
const MAX_UID_LENGTH = 128;
/** How far our clock may lag Google's before a fresh token's `iat` or `auth_time` looks like the future. */
const CLOCK_TOLERANCE_SECONDS = 5;

const isPast = (seconds: unknown) =>
  typeof seconds === 'number' && Number.isFinite(seconds) && seconds <= Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS;

/** Firebase's own rules beyond jose's: a uid-shaped `sub`, and a token issued after a sign-in that already happened. */
function toDecodedIdToken(payload: JWTPayload): DecodedIdToken {
  const { sub } = payload;
  if (typeof sub !== 'string' || sub === '' || sub.length > MAX_UID_LENGTH) {
    throw new IdTokenError(INVALID_ID_TOKEN, `"sub" must be a string of 1 to ${MAX_UID_LENGTH} characters`);
  }
  if (!isPast(payload.iat)) throw new IdTokenError(INVALID_ID_TOKEN, '"iat" must be in the past');
  if (!isPast(payload.auth_time)) throw new IdTokenError(INVALID_ID_TOKEN, '"auth_time" must be in the past');
  return { ...payload, uid: sub } as DecodedIdToken;
}

/** The claims `check` returns, as Firebase's decoded token; jose's refusals become ours, other errors go on. */
async function checked(check: () => JWTPayload | Promise<JWTPayload>): Promise<DecodedIdToken> {
  try {
    return toDecodedIdToken(await check());
  } catch (error) {
    if (!(error instanceof errors.JOSEError)) throw error;
    const code = error.code === errors.JWTExpired.code ? ID_TOKEN_EXPIRED : INVALID_ID_TOKEN;
    throw new IdTokenError(code, error.message, { cause: error });
  }
}

/** A key set lookup's failures that are the token's: no key, or no single key, for the `kid` it names. */
const TOKEN_KEY_FAILURES = new Set([errors.JWKSNoMatchingKey.code, errors.JWKSMultipleMatchingKeys.code]);

/**
 * The remote key set, its failures told apart: a token naming no key, or one the set lacks (after one refetch, at most
 * every 30 s), is refused; a key set that cannot be had is the backend's failure (the caller may retry).
 */
function keysOf(url: URL, timeoutMs: number | undefined) {
  const keySet = createRemoteJWKSet(url, { timeoutDuration: timeoutMs });
  return async (header: JWSHeaderParameters, token: FlattenedJWSInput) => {
    if (typeof header.kid !== 'string') throw new IdTokenError(INVALID_ID_TOKEN, 'the header names no key ("kid")');
    try {
      return await keySet(header, token);
    } catch (error) {
      if (error instanceof errors.JOSEError && TOKEN_KEY_FAILURES.has(error.code)) throw error;
      throw new AuthBackendUnavailable('the ID token signing keys could not be fetched', { cause: error });
    }
  };
}

/**
 * Verifies a Firebase ID token without asking the Auth backend: an RS256 signature by a published key (kept up to ten
 * minutes), the issuer and audience of `projectId`, `exp` ahead, `iat` and `auth_time` behind, a uid as `sub`.
 * Rejects with AuthBackendUnavailable when the keys cannot be had within `timeoutMs`, an IdTokenError for a bad token.
 */
export function createIdTokenVerifier(options: IdTokenVerifierOptions): (token: string) => Promise<DecodedIdToken> {
  const { projectId } = options;
  // The claims Firebase documents for an ID token of `projectId` that jose checks itself.
  const claims: JWTClaimVerificationOptions = {
    issuer: `https://securetoken.google.com/${projectId}`,
    audience: projectId,
    requiredClaims: ['exp', 'iat', 'auth_time', 'sub'],
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
  };
  // The Auth emulator signs nothing (`alg: none`). Its tokens are taken only for a `demo-*` project, which exists
  // nowhere but in the emulators, and only while the emulator is configured: a real project never accepts them.
  if (isDemoProject(projectId) && options.authEmulatorHost) {
    return (token) => checked(() => UnsecuredJWT.decode(token, claims).payload);
  }
  const keys = keysOf(options.jwksUrl ?? GOOGLE_ID_TOKEN_KEYS, options.timeoutMs);
  const rules = { ...claims, algorithms: ['RS256'] };
  return (token) => checked(async () => (await jwtVerify(token, keys, rules)).payload);
}
