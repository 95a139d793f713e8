import type { AccountRepository } from '../db/accountRepository';
import type { TokenRevocationRepository } from '../db/tokenRevocationRepository';
import type { ChangeFeed } from './changeFeed';

type RefusalWrites = Pick<TokenRevocationRepository, 'endSession' | 'revokeBefore'>;

/**
 * This deployment's refusals, written through the feed: each write (which announces itself in its transaction)
 * forgets the user here at once and answers once every listening instance has been told (ChangeFeed.write).
 */
export function announcedRefusals(feed: ChangeFeed, refusals: RefusalWrites): RefusalWrites {
  return {
    endSession: (uid, authTime) => feed.write(['refusals'], uid, () => refusals.endSession(uid, authTime)),
    revokeBefore: (uid, before) => feed.write(['refusals'], uid, () => refusals.revokeBefore(uid, before)),
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
