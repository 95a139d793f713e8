import type { Auth, UserRecord } from 'firebase-admin/auth';

/** What the revocation check needs of a user, as Firebase last said. */
interface UserStanding {
  disabled: boolean;
  /** Seconds; tokens of sign-ins before it are revoked. */
  validAfter: number | null;
}

interface Entry {
  expiresAt: number;
  standing: Promise<UserStanding>;
  /** The standing once Firebase answered. */
  answered?: UserStanding;
}

type Refusal = 'user-disabled' | 'id-token-revoked';

/** Enough for the active users of one instance; the oldest entry goes first beyond it. */
const MAX_ENTRIES = 10_000;

function toStanding(user: UserRecord): UserStanding {
  const validAfter = user.tokensValidAfterTime ? Math.floor(Date.parse(user.tokensValidAfterTime) / 1000) : null;
  return { disabled: user.disabled, validAfter };
}

function refusalOf(standing: UserStanding, authTime: number): Refusal | null {
  if (standing.disabled) return 'user-disabled';
  if (standing.validAfter !== null && authTime < standing.validAfter) return 'id-token-revoked';
  return null;
}

export interface RevocationCache {
  /** Resolves to why Firebase refuses a sign-in of `uid` at `authTime`, or null; rejects when Firebase fails. */
  refusal(uid: string, authTime: number): Promise<Refusal | null>;
  /** `refusal`'s answer when Firebase's is at hand (asked within the TTL and answered); otherwise undefined. */
  known(uid: string, authTime: number): Refusal | null | undefined;
  /** Forgets Firebase's word on the user: the next request asks again (after a revocation or deletion made here). */
  forget(uid: string): void;
}

/**
 * Firebase's revocation check (getUser: disabled, tokensValidAfterTime), as verifyIdToken(token, true) does it, but
 * asked at most once per user per `ttlMs` (0: every request). Concurrent requests of one user share one call; a
 * failed call is not kept.
 */
export function createRevocationCache(
  auth: Pick<Auth, 'getUser'>,
  ttlMs: number,
  clock: () => number = Date.now,
): RevocationCache {
  const entries = new Map<string, Entry>();

  function standingOf(uid: string): Promise<UserStanding> {
    const now = clock();
    const cached = entries.get(uid);
    if (cached && cached.expiresAt > now) return cached.standing;
    const standing = auth.getUser(uid).then(toStanding);
    if (ttlMs > 0) {
      entries.delete(uid);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const entry: Entry = { expiresAt: now + ttlMs, standing };
      entries.set(uid, entry);
      standing.then(
        (answered) => {
          entry.answered = answered;
        },
        () => {
          if (entries.get(uid) === entry) entries.delete(uid);
        },
      );
    }
    return standing;
  }

  return {
    refusal: async (uid, authTime) => refusalOf(await standingOf(uid), authTime),
    known(uid, authTime) {
      const entry = entries.get(uid);
      return entry?.answered && entry.expiresAt > clock() ? refusalOf(entry.answered, authTime) : undefined;
    },
    forget: (uid) => entries.delete(uid),
  };
}
