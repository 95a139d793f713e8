import type { Auth, DecodedIdToken } from 'firebase-admin/auth';

/** firebase-admin's own verifier (not in its typings): the checks verifyIdToken runs before the revocation check. */
interface InternalVerifier {
  verifyJWT(token: string, isEmulator: boolean): Promise<DecodedIdToken>;
}

/**
 * Verifies an ID token's signature and claims without asking the Auth backend: verifyIdToken(token, false), which
 * checks the signature against Google's cached keys. With the Auth emulator, verifyIdToken always adds a getUser
 * call (the emulator's tokens are unsigned); there we run firebase-admin's own claim checks (project, issuer, expiry,
 * subject) without it, so the revocation check is the cached one, as in production. Falls back to verifyIdToken if
 * a firebase-admin release no longer has that verifier.
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
  return (token) => auth.verifyIdToken(token, false);
}
