/** Why a request's session is refused: the caller's fault (a 401), or a backend's that a retry may cure (a 503). */
export const REFUSALS = {
  /** No `Authorization: Bearer <token>` header. */
  token_missing: 401,
  /** Not a JSON Web Token. */
  token_malformed: 401,
  /** Past its `exp`: the client gets a fresh one from Firebase and retries. */
  token_expired: 401,
  /** A bad signature, an unknown key, another project's issuer or audience, or claims Firebase never issues. */
  token_invalid: 401,
  /** The user logged out of this sign-in. */
  session_ended: 401,
  /** Every sign-in before a point was ended: "Sign out of all devices", a role change, a password change. */
  session_revoked: 401,
  user_disabled: 401,
  user_deleted: 401,
  /** Firebase's signing keys could not be fetched. */
  keys_unavailable: 503,
  /** Thryve did not answer on the user's standing in time, or answered with an error. */
  standing_unavailable: 503,
  /** Thryve refused this backend's partner key: a configuration error of the backend, not the caller's. */
  partner_key_refused: 503,
} as const;

export type RefusalCode = keyof typeof REFUSALS;

const MESSAGES: Record<RefusalCode, string> = {
  token_missing: 'Sign in to continue.',
  token_malformed: 'The session token is not valid.',
  token_expired: 'The session token has expired.',
  token_invalid: 'The session token is not valid.',
  session_ended: 'This session has ended. Sign in again.',
  session_revoked: 'This session has ended. Sign in again.',
  user_disabled: 'This account is disabled.',
  user_deleted: 'This account no longer exists.',
  keys_unavailable: 'Sign-in cannot be checked right now. Try again shortly.',
  standing_unavailable: 'Sign-in cannot be checked right now. Try again shortly.',
  partner_key_refused: 'Sign-in cannot be checked right now. Try again shortly.',
};

const KIND = 'thryve-auth-refusal';

/**
 * A refused session. `code` is stable (switch on it); `status` is the HTTP status to answer (401 or 503); `message` is
 * safe to show the caller. `cause` (never sent) holds what went wrong inside, for the backend's logs.
 */
export class ThryveAuthError extends Error {
  readonly kind = KIND;
  readonly status: 401 | 503;

  constructor(
    readonly code: RefusalCode,
    options?: ErrorOptions,
  ) {
    super(MESSAGES[code], options);
    this.name = 'ThryveAuthError';
    this.status = REFUSALS[code];
  }
}

/** True for a ThryveAuthError, also one made by another copy of this package (`kind`, not `instanceof`). */
export function isThryveAuthError(error: unknown): error is ThryveAuthError {
  return (error as { kind?: unknown } | null)?.kind === KIND;
}
