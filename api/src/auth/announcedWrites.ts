import type { AccountRepository } from '../db/accountRepository';
import type { SessionRepository } from '../db/sessionRepository';
import type { TokenRevocationRepository } from '../db/tokenRevocationRepository';
import type { ChangeFeed } from './changeFeed';

/**
 * This deployment's refusals, written through the feed: each write (which announces itself in its transaction)
 * forgets the user here at once and answers once every listening instance has been told (ChangeFeed.write).
 */
export function announcedRefusals(
  feed: ChangeFeed,
  sessions: SessionRepository,
  revocations: Pick<TokenRevocationRepository, 'revokeBefore'>,
): SessionRepository & Pick<TokenRevocationRepository, 'revokeBefore'> {
  return {
    endSession: (uid, authTime) => feed.write(['refusals'], uid, () => sessions.endSession(uid, authTime)),
    revokeBefore: (uid, before) => feed.write(['refusals'], uid, () => revocations.revokeBefore(uid, before)),
  };
}

/** The account repository, its deletion written through the feed (it changes both the refusals and the profile). */
export function announcedAccounts(feed: ChangeFeed, accounts: AccountRepository): AccountRepository {
  return {
    ...accounts,
    deleteAll: (uid, revokedBefore) =>
      feed.write(['refusals', 'profiles'], uid, () => accounts.deleteAll(uid, revokedBefore)),
  };
}
