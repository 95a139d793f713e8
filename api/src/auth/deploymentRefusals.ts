import type { TokenRevocationRepository, UserRefusals } from '../db/tokenRevocationRepository';
import type { ChangeFeed } from './changeFeed';
import { ANNOUNCED_TTL_MS, LiveCache, MAX_USERS } from './liveCache';

/**
 * This deployment's refusals of each user (logouts, revocations, deleted accounts), from the database, kept in
 * memory while the feed listens: any instance's change of them forgets the user everywhere (db/changes.ts).
 */
export function deploymentRefusals(
  feed: ChangeFeed,
  repository: Pick<TokenRevocationRepository, 'refusalsOf'>,
): LiveCache<UserRefusals> {
  const refusals = new LiveCache(feed, {
    max: MAX_USERS,
    ttlMs: ANNOUNCED_TTL_MS,
    load: (uid) => repository.refusalsOf(uid),
  });
  feed.on('refusals', (uid) => refusals.forget(uid));
  return refusals;
}
