import type { Auth, DecodedIdToken } from 'firebase-admin/auth';

import { refuses, type TokenRevocationRepository } from '../db/tokenRevocationRepository';
import type { ChangeFeed } from './changeFeed';
import { ALWAYS, announcedCache, LiveCache, MAX_USERS } from './liveCache';

export interface AuthUser {
  uid: string;
  email: string | null;
  role: string | null;
  /** The token's `auth_time` (seconds): the same for every token of one sign-in, another for other devices. */
  authTime: number;
  /** The token's `email_verified` claim: Firebase saw the owner follow the verification link. */
  emailVerified: boolean;
  /** How the sign-in was made (`firebase.sign_in_provider`): `password`, `google.com`, `custom`, … */
  signInProvider: string | null;
}

/** The token is not accepted (a 401); `reason` is logged, never sent. */
export class TokenRefused extends Error {
  constructor(readonly reason: string) {
    super(`token refused: ${reason}`);
  }
}

/** The Auth backend failed or did not answer in time: the caller is not at fault and may retry (a 503). */
export class AuthBackendUnavailable extends Error {}

export interface TokenAcceptanceOptions {
  /** Checks the signature and claims, bounded in time; AuthBackendUnavailable is a 503, any other rejection a 401. */
  verify: (token: string) => Promise<DecodedIdToken>;
  /** Firebase's users (revocation and disabling), bounded in time by the caller. */
  auth: Pick<Auth, 'getUser'>;
  /** How long Firebase's answer on a user is reused; 0: asked on every request. */
  firebaseTtlMs: number;
  revocations: Pick<TokenRevocationRepository, 'refusalsOf'>;
  feed: ChangeFeed;
  /**
   * Settles the writes unverified sign-ins made (UserRefusals.unverifiedAuthTime) when a verified sign-in arrives:
   * `takesOver` when it took the address over (what they wrote goes, every earlier sign-in is refused), else they are
   * its own. Announced on `refusals`, so the next read of the user's refusals no longer finds them.
   */
  settleUnverifiedWrites?: (user: AuthUser, settled: Settlement) => Promise<void>;
}

/** Bounds the memory the cache of accepted tokens can hold, whatever the traffic. */
const MAX_TOKENS = 10_000;
/** No Firebase ID token lives longer. */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** An ID token is three base64url parts joined by dots; anything else is refused before it is verified. */
const TOKEN_CHARACTERS = /^[A-Za-z0-9._-]+$/;

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** What the revocation check needs of a user, as Firebase last said. */
interface UserStanding {
  disabled: boolean;
  /** Seconds; tokens of sign-ins before it are revoked. */
  validAfter: number | null;
}

/** Why Firebase refuses a sign-in at `authTime` (as verifyIdToken(token, true) decides), or null. */
function firebaseRefusal(standing: UserStanding, authTime: number): 'user-disabled' | 'id-token-revoked' | null {
  if (standing.disabled) return 'user-disabled';
  if (standing.validAfter !== null && authTime < standing.validAfter) return 'id-token-revoked';
  return null;
}

/** Sign-ins that prove nothing of the email address (a passkey's custom token included): they settle nothing. */
const PROVE_NO_ADDRESS = new Set(['custom', 'anonymous', 'phone']);

/** How a verified sign-in settles the writes of unverified ones. */
export interface Settlement {
  /** It took the address over: what they wrote goes, every earlier sign-in is refused. Else the writes are its own. */
  takesOver: boolean;
  /** Firebase itself ended the sign-ins that wrote (and dropped or replaced the password they were made with). */
  firebaseEnded: boolean;
}

/**
 * Whether a verified sign-in settles the writes of unverified sign-ins up to `unverifiedAuthTime`, and how. A later
 * sign-in through another provider (Google) proves the address: it takes it over. A later password sign-in after
 * Firebase ended the earlier ones is the address's owner, who reset the password through the mailed link. Any other
 * verified sign-in is one that wrote (verified since by the link) or knows the password they were made with: theirs.
 */
function settlement(
  user: AuthUser,
  unverifiedAuthTime: number | null | undefined,
  standing: UserStanding,
): Settlement | null {
  if (!user.emailVerified || unverifiedAuthTime == null) return null;
  if (PROVE_NO_ADDRESS.has(user.signInProvider ?? '')) return null;
  if (user.authTime <= unverifiedAuthTime) return { takesOver: false, firebaseEnded: false };
  const firebaseEnded = standing.validAfter !== null && standing.validAfter > unverifiedAuthTime;
  return { takesOver: user.signInProvider !== 'password' || firebaseEnded, firebaseEnded };
}

function toUser(token: DecodedIdToken): AuthUser {
  // Firebase always signs one in; only a forged emulator token can lack it, and logout needs it.
  if (!Number.isSafeInteger(token.auth_time)) throw new TokenRefused('no-auth-time');
  const role = token.role;
  return {
    uid: token.uid,
    email: token.email ?? null,
    role: typeof role === 'string' ? role : null,
    authTime: token.auth_time,
    emailVerified: token.email_verified === true,
    signInProvider: typeof token.firebase?.sign_in_provider === 'string' ? token.firebase.sign_in_provider : null,
  };
}

/**
 * Decides whether a Firebase ID token is accepted: its signature and claims, this deployment's refusals (the
 * database), and Firebase's revocation and disabling of the user. Each answer is kept in memory (LiveCache): tokens
 * until they expire, Firebase's word for `firebaseTtlMs`, the refusals while the change feed listens.
 */
export function createTokenAcceptance(options: TokenAcceptanceOptions) {
  const { feed } = options;
  const tokens = new LiveCache<{ user: AuthUser; expiresAt: number }>(ALWAYS, {
    max: MAX_TOKENS,
    ttlMs: TOKEN_LIFETIME_MS,
    ttlOf: (verified) => verified.expiresAt - Date.now(),
    async load(token) {
      const decoded = await options.verify(token).catch((error: unknown) => {
        if (error instanceof AuthBackendUnavailable) throw error;
        throw new TokenRefused(String(codeOf(error) ?? 'invalid-token'));
      });
      return { user: toUser(decoded), expiresAt: decoded.exp * 1000 };
    },
  });
  // This deployment's refusals of each user (logouts, revocations, deleted accounts), from the database.
  const refusals = announcedCache(feed, 'refusals', (uid) => options.revocations.refusalsOf(uid));
  // Firebase's word on each user (getUser: disabled, tokensValidAfterTime). Firebase tells no one when it changes:
  // this deployment's own refusals hold at once (the database); changes made elsewhere (the console) within the TTL.
  const standings = new LiveCache<UserStanding>(ALWAYS, {
    max: MAX_USERS,
    ttlMs: options.firebaseTtlMs,
    async load(uid) {
      const user = await options.auth.getUser(uid).catch((error: unknown) => {
        // Only "no such user" is about the caller (the account is gone); every other failure is the backend's.
        if (codeOf(error) === 'auth/user-not-found') throw new TokenRefused('user-not-found');
        throw new AuthBackendUnavailable('user lookup failed', { cause: error });
      });
      const after = user.tokensValidAfterTime;
      return { disabled: user.disabled, validAfter: after ? Math.floor(Date.parse(after) / 1000) : null };
    },
  });
  // A refusal made here also changed the user at Firebase (refresh tokens revoked, the account deleted): ask again.
  feed.on('refusals', (uid) => standings.forget(uid));

  async function acceptAfterAsking(token: string, settled = false): Promise<AuthUser> {
    // The characters are checked before a token is verified, not on every request: only the very same bytes of a
    // token that passed are found in memory.
    if (!TOKEN_CHARACTERS.test(token)) throw new TokenRefused('malformed-token');
    const { user } = await tokens.get(token);
    // Both asked side by side; both settled, so neither rejection goes unheard. The database's failure is ours (a
    // 5xx), not the caller's.
    const [here, firebase] = await Promise.allSettled([refusals.get(user.uid), standings.get(user.uid)]);
    if (here.status === 'rejected') throw here.reason;
    if (refuses(here.value, user.authTime)) throw new TokenRefused('revoked-here');
    if (firebase.status === 'rejected') throw firebase.reason;
    const refusal = firebaseRefusal(firebase.value, user.authTime);
    if (refusal) throw new TokenRefused(refusal);
    const settle = settlement(user, here.value.unverifiedAuthTime, firebase.value);
    if (settle && options.settleUnverifiedWrites && !settled) {
      // Decided on Firebase's word of now, not the one cached for the writer: a reset a moment ago makes this sign-in
      // the owner's.
      standings.forget(user.uid);
      const now = settlement(user, here.value.unverifiedAuthTime, await standings.get(user.uid));
      if (now) await options.settleUnverifiedWrites(user, now);
      // Asked again: a takeover refused every earlier sign-in, and when Firebase had not, its refresh tokens (this
      // one's, too, unless it began in the second of the revocation).
      return acceptAfterAsking(token, true);
    }
    return user;
  }

  return {
    /**
     * The caller the token proves, or a rejection: TokenRefused, AuthBackendUnavailable, or the database's own error.
     * Synchronous when every answer is in memory and accepts (most requests): nothing to wait for.
     */
    accept(token: string): AuthUser | Promise<AuthUser> {
      const user = tokens.peek(token)?.user;
      if (user) {
        const here = refusals.peek(user.uid);
        const firebase = standings.peek(user.uid);
        const accepted = here && firebase && !refuses(here, user.authTime) && !firebaseRefusal(firebase, user.authTime);
        if (accepted && !settlement(user, here.unverifiedAuthTime, firebase)) return user;
      }
      // Anything not in memory, or any refusal: the full path, which alone refuses and tells failures apart.
      return acceptAfterAsking(token);
    },
  };
}
