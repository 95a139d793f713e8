import type { TokenRevocationRepository, UserRefusals } from '../db/tokenRevocationRepository';
import type { ChangeFeed } from './changeFeed';
import { LiveCache } from './liveCache';

/** Enough for the active users of one instance; the least recently used goes first beyond it. */
const MAX_USERS = 10_000;
/**
 * Every change is announced and forgets the user at once; the expiry only bounds what a change that went unheard
 * (a bug, an operator's manual SQL) could leave behind.
 */
const TTL_MS = 5 * 60 * 1000;

/**
 * This deployment's refusals of each user (logouts, revocations, deleted accounts), from the database, kept in
 * memory while the feed listens: any instance's change of them forgets the user everywhere (db/changes.ts).
 */
export function deploymentRefusals(
  feed: ChangeFeed,
  repository: Pick<TokenRevocationRepository, 'refusalsOf'>,
): LiveCache<UserRefusals> {
  const refusals = new LiveCache(feed, { max: MAX_USERS, ttlMs: TTL_MS, load: (uid) => repository.refusalsOf(uid) });
  feed.on('refusals', (uid) => refusals.forget(uid));
  return refusals;
}
