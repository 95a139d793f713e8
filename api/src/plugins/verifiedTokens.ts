import type { DecodedIdToken } from 'firebase-admin/auth';

import { BoundedCache } from '../lib/boundedCache';

/** About 1 KB per token: at most ~10 MB. */
const MAX_TOKENS = 10_000;

export interface VerifiedTokens {
  /** The claims of these very bytes if they were verified before and have not expired since; otherwise undefined. */
  known(token: string): DecodedIdToken | undefined;
  /** `known`'s answer, or the verifier's (remembered when it accepts). */
  verify(token: string): Promise<DecodedIdToken>;
  /** Forgets every token of the user (a deleted account): they are verified again, and refused, if sent again. */
  forgetUser(uid: string): void;
}

/**
 * Remembers tokens whose signature and claims `verify` accepted, until they expire: a client sends the same ID
 * token for up to an hour, and checking it again gives the same answer until `exp` (the only claim that changes
 * with time). Keyed by the whole token, so only the very same bytes skip the check. Refusals are not kept;
 * revocation is checked apart, on every request.
 */
export function rememberVerifiedTokens(
  verify: (token: string) => Promise<DecodedIdToken>,
  clock: () => number = Date.now,
): VerifiedTokens {
  const verified = new BoundedCache<string, DecodedIdToken>(MAX_TOKENS);
  const known = (token: string) => {
    const decoded = verified.get(token);
    return decoded && decoded.exp * 1000 > clock() ? decoded : undefined;
  };
  return {
    known,
    async verify(token) {
      const remembered = known(token);
      if (remembered) return remembered;
      const decoded = await verify(token);
      verified.set(token, decoded);
      return decoded;
    },
    forgetUser: (uid) => verified.deleteWhere((_token, decoded) => decoded.uid === uid),
  };
}
