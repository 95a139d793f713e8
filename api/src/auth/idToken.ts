import { createIdTokenPayloadVerifier, isThryveAuthError } from '@thryve/server/id-token';
import type { DecodedIdToken } from 'firebase-admin/auth';

import { isDemoProject } from '../config';
import { AuthBackendUnavailable } from './tokenAcceptance';

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

/**
 * Verifies a Firebase ID token without asking the Auth backend, by the checks partners' backends make with
 * @thryve/server (one source: its id-token module): an RS256 signature by a published key, the issuer and audience of
 * `projectId`, `exp` ahead, `iat` and `auth_time` behind, a uid as `sub`. Rejects with AuthBackendUnavailable when the
 * keys cannot be had within `timeoutMs`, an IdTokenError for a bad token.
 */
export function createIdTokenVerifier(options: IdTokenVerifierOptions): (token: string) => Promise<DecodedIdToken> {
  const { projectId } = options;
  // The Auth emulator signs nothing (`alg: none`). Its tokens are taken only for a `demo-*` project, which exists
  // nowhere but in the emulators, and only while the emulator is configured: a real project never accepts them.
  const emulatorHost = isDemoProject(projectId) ? options.authEmulatorHost : undefined;
  const verify = createIdTokenPayloadVerifier({
    projectId,
    jwksUrl: options.jwksUrl,
    timeoutMs: options.timeoutMs,
    emulatorHost,
  });
  return async (token) => {
    try {
      const payload = await verify(token);
      return { ...payload, uid: payload.sub } as DecodedIdToken;
    } catch (error) {
      if (!isThryveAuthError(error)) throw error;
      // The log's words: jose's reason where it gave one.
      const reason = error.cause instanceof Error ? error.cause.message : error.code;
      if (error.code === 'keys_unavailable') {
        throw new AuthBackendUnavailable('the ID token signing keys could not be fetched', { cause: error.cause });
      }
      const code = error.code === 'token_expired' ? ID_TOKEN_EXPIRED : INVALID_ID_TOKEN;
      throw new IdTokenError(code, reason, { cause: error });
    }
  };
}
