import { pictureHash, sameData, type ProfileRepository } from '../db/profileRepository';
import type { ChangeFeed } from './changeFeed';
import { announcedCache } from './liveCache';

/**
 * The profile repository, with the callers' profiles kept in memory while the feed listens: GET /api/Identity/user
 * and a registration that changes nothing (a retry) cost no query once the row is known. Every write announces the
 * change (db/changes.ts), forgetting the row on every instance. Pictures are not kept (read rarely, and large).
 */
export function cachedProfiles(feed: ChangeFeed, repository: ProfileRepository): ProfileRepository {
  // The row in a box: null (not registered) is an answer too, and lru-cache keeps no null.
  const profiles = announcedCache(feed, 'profiles', async (uid) => ({ row: await repository.findByUid(uid) }));
  return {
    ...repository,

    findByUid(uid) {
      const known = profiles.peek(uid);
      return known ? Promise.resolve(known.row) : profiles.get(uid).then(({ row }) => row);
    },

    async save(input, signIn) {
      const known = profiles.peek(input.uid)?.row;
      // Hashed here only to recognise a retry of a known profile; the write hashes its own.
      if (known && sameData(known, input, input.picture ? pictureHash(input.picture.bytes) : null)) {
        return { status: 'unchanged', profile: known };
      }
      return repository.save(input, signIn);
    },
  };
}
