import { API_PATHS } from '@thryve/contract/types';
import { LRUCache } from 'lru-cache';

import { ThryveAuthError, type RefusalCode } from './errors';

/**
 * Thryve's word on one user, as its API answers a partner (`POST /api/Partner/standing`): what it refuses of the
 * user's sign-ins. The same for every token of the user, so it is kept per user, not per token.
 */
export interface UserStanding {
  uid: string;
  /** `deleted`: the account is gone; `disabled`: it may not sign in. */
  state: 'active' | 'disabled' | 'deleted';
  /** Sign-ins (`auth_time`, seconds) before this are refused; null: none. */
  tokensValidAfter: number | null;
  /** The sign-ins (`auth_time`, seconds) that were logged out. */
  endedSessions: readonly number[];
}

/** The path of the standing route under Thryve's API origin (the API's route table, read by the API too). */
export const STANDING_PATH = `/${API_PATHS.partnerStanding}`;

/** Why Thryve refuses a sign-in at `authTime` of this user, or null. */
export function refusalOf(standing: UserStanding, authTime: number): RefusalCode | null {
  if (standing.state === 'deleted') return 'user_deleted';
  if (standing.state === 'disabled') return 'user_disabled';
  if (standing.tokensValidAfter !== null && authTime < standing.tokensValidAfter) return 'session_revoked';
  if (standing.endedSessions.includes(authTime)) return 'session_ended';
  return null;
}

const isSeconds = (value: unknown) => Number.isSafeInteger(value);

function parseStanding(body: unknown, uid: string): UserStanding {
  const standing = body as Partial<UserStanding> | null;
  const valid =
    standing?.uid === uid &&
    ['active', 'disabled', 'deleted'].includes(standing.state as string) &&
    (standing.tokensValidAfter === null || isSeconds(standing.tokensValidAfter)) &&
    Array.isArray(standing.endedSessions) &&
    standing.endedSessions.every(isSeconds);
  if (!valid) throw new ThryveAuthError('standing_unavailable', { cause: new Error('unexpected standing answer') });
  return standing as UserStanding;
}

export interface StandingSourceOptions {
  /** Thryve's API origin. */
  apiUrl: URL;
  partnerKey: string;
  /** How old an answer may be when it decides a request (ms): the bound on honouring a refusal. */
  maxAgeMs: number;
  /** Longest wait for Thryve's answer (ms). */
  timeoutMs: number;
  /** At most this many users kept. */
  maxUsers: number;
}

/**
 * Each user's standing, asked of Thryve at most once per `maxAgeMs` while the user makes requests (concurrent
 * requests share one call). An answer counts as old as the moment it was asked for: it is kept for `maxAgeMs` minus
 * the time the call took, so no request is decided by Thryve's word from longer than `maxAgeMs` ago.
 */
export function createStandingSource(options: StandingSourceOptions): (uid: string) => Promise<UserStanding> {
  const url = new URL(STANDING_PATH, options.apiUrl);
  const ask = async (uid: string): Promise<UserStanding> => {
    let answer: Response;
    try {
      answer = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.partnerKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ uid }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new ThryveAuthError('standing_unavailable', { cause: error });
    }
    if (answer.status === 401 || answer.status === 403) throw new ThryveAuthError('partner_key_refused');
    if (answer.status !== 200) {
      throw new ThryveAuthError('standing_unavailable', { cause: new Error(`Thryve answered ${answer.status}`) });
    }
    const body: unknown = await answer.json().catch((error: unknown) => {
      throw new ThryveAuthError('standing_unavailable', { cause: error });
    });
    return parseStanding(body, uid);
  };
  const cache = new LRUCache<string, UserStanding>({
    max: options.maxUsers,
    ttl: options.maxAgeMs,
    async fetchMethod(uid, _stale, { options: entry }) {
      const askedAt = performance.now();
      const standing = await ask(uid);
      // Kept until `maxAgeMs` after it was asked for; an answer that took longer decides only the requests waiting.
      entry.ttl = Math.max(1, options.maxAgeMs - (performance.now() - askedAt));
      return standing;
    },
  });
  return async (uid) => (await cache.fetch(uid)) as UserStanding;
}
