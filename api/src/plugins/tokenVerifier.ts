import type { Auth, DecodedIdToken } from 'firebase-admin/auth';

/** firebase-admin's own verifier (not in its typings): the checks verifyIdToken runs before the revocation check. */
interface InternalVerifier {
  verifyJWT(token: string, isEmulator: boolean): Promise<DecodedIdToken>;
  /** Google's public keys, fetched and kept until their Cache-Control max-age ends. */
  signatureVerifier?: { keyFetcher?: { fetchPublicKeys?: () => Promise<unknown> } };
}

/** The code of our error when Google's public keys cannot be fetched: the Auth backend's failure, not the token's. */
export const KEYS_UNAVAILABLE = 'auth/public-keys-unavailable';

/**
 * Fetches Google's keys (at start, and when their max-age ends) before verifying. verifyIdToken would fetch them
 * itself but reports a failure as `auth/argument-error`, the code of a malformed token: every caller would be told
 * to sign in again while Google's keys are out of reach. Kept keys resolve at once.
 */
function withKeysFetchedFirst(
  fetcher: { fetchPublicKeys: () => Promise<unknown> },
  verify: (token: string) => Promise<DecodedIdToken>,
): (token: string) => Promise<DecodedIdToken> {
  return async (token) => {
    try {
      await fetcher.fetchPublicKeys();
    } catch (error) {
      throw Object.assign(new Error("Google's public keys for ID tokens could not be fetched", { cause: error }), {
        code: KEYS_UNAVAILABLE,
      });
    }
    return verify(token);
  };
}

/**
 * Verifies an ID token's signature and claims without asking the Auth backend: verifyIdToken(token, false), which
 * checks the signature against Google's cached keys. With the Auth emulator, verifyIdToken always adds a getUser
 * call (the emulator's tokens are unsigned); there we run firebase-admin's own claim checks (project, issuer, expiry,
 * subject) without it, so the revocation check is the cached one, as in production. Falls back to verifyIdToken if
 * a firebase-admin release no longer has that verifier (or, in production, no longer has its key fetcher).
 */
export function localTokenVerifier(
  auth: Pick<Auth, 'verifyIdToken'>,
  env: Record<string, string | undefined> = process.env,
): (token: string) => Promise<DecodedIdToken> {
  const internal = (auth as { idTokenVerifier?: Partial<InternalVerifier> }).idTokenVerifier;
  if (env.FIREBASE_AUTH_EMULATOR_HOST && typeof internal?.verifyJWT === 'function') {
    const verifier = internal as InternalVerifier;
    return (token) => verifier.verifyJWT(token, true);
  }
  const verify = (token: string) => auth.verifyIdToken(token, false);
  const fetcher = internal?.signatureVerifier?.keyFetcher;
  return typeof fetcher?.fetchPublicKeys === 'function'
    ? withKeysFetchedFirst(fetcher as { fetchPublicKeys: () => Promise<unknown> }, verify)
    : verify;
}
