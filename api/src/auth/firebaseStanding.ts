import type { Auth, UserRecord } from 'firebase-admin/auth';

import { ALWAYS, LiveCache, MAX_USERS } from './liveCache';

/** What the revocation check needs of a user, as Firebase last said. */
export interface UserStanding {
  disabled: boolean;
  /** Seconds; tokens of sign-ins before it are revoked. */
  validAfter: number | null;
}

function toStanding(user: UserRecord): UserStanding {
  const validAfter = user.tokensValidAfterTime ? Math.floor(Date.parse(user.tokensValidAfterTime) / 1000) : null;
  return { disabled: user.disabled, validAfter };
}

/** Why Firebase refuses a sign-in at `authTime` (as verifyIdToken(token, true) decides), or null. */
export function firebaseRefusal(standing: UserStanding, authTime: number): 'user-disabled' | 'id-token-revoked' | null {
  if (standing.disabled) return 'user-disabled';
  if (standing.validAfter !== null && authTime < standing.validAfter) return 'id-token-revoked';
  return null;
}

/**
 * Firebase's word on each user (getUser: disabled, tokensValidAfterTime), asked at most once per user per `ttlMs`
 * (0: on every request). Firebase tells no one when it changes: this deployment's own revocations are refused at
 * once through the database (tokenAcceptance.ts); changes made elsewhere (the console) hold within `ttlMs`.
 */
export function firebaseStandings(auth: Pick<Auth, 'getUser'>, ttlMs: number): LiveCache<UserStanding> {
  return new LiveCache(ALWAYS, {
    max: MAX_USERS,
    ttlMs,
    load: async (uid) => toStanding(await auth.getUser(uid)),
  });
}
