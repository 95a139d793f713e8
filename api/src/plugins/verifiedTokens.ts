import type { DecodedIdToken } from 'firebase-admin/auth';

import { BoundedCache } from '../lib/boundedCache';

/** About 1 KB per token: at most ~10 MB. */
const MAX_TOKENS = 10_000;

/**
 * Remembers tokens whose signature and claims `verify` accepted, until they expire: a client sends the same ID
 * token for up to an hour, and checking it again gives the same answer until `exp` (the only claim that changes
 * with time). Keyed by the whole token, so only the very same bytes skip the check. Refusals are not kept;
 * revocation is checked apart, on every request.
 */
export function rememberVerifiedTokens(
  verify: (token: string) => Promise<DecodedIdToken>,
  clock: () => number = Date.now,
): (token: string) => Promise<DecodedIdToken> {
  const verified = new BoundedCache<string, DecodedIdToken>(MAX_TOKENS);
  return async (token) => {
    const known = verified.get(token);
    if (known && known.exp * 1000 > clock()) return known;
    const decoded = await verify(token);
    verified.set(token, decoded);
    return decoded;
  };
}
