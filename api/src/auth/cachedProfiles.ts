import { pictureHash, sameData, type ProfileRepository } from '../db/profileRepository';
import type { ProfileRow } from '../db/schema';
import type { ChangeFeed } from './changeFeed';
import { ANNOUNCED_TTL_MS, LiveCache, MAX_USERS } from './liveCache';

/** Only a write that stored a row announced it (profileRepository.ts). */
const changed = (outcome: { status: string }) => outcome.status === 'created' || outcome.status === 'updated';

/** A profile row, or null: not registered (lru-cache keeps no null). */
interface Known {
  row: ProfileRow | null;
}

/**
 * The profile repository, with the callers' profiles kept in memory while the feed listens: GET
 * /api/Identity/user costs no query once its row is known, and a registration that changes nothing (a retry) none
 * either. Every write announces the user's change (db/changes.ts), which forgets the row on every instance.
 * Pictures are not kept (read rarely, and large).
 */
export function cachedProfiles(feed: ChangeFeed, repository: ProfileRepository): ProfileRepository {
  const profiles = new LiveCache<Known>(feed, {
    max: MAX_USERS,
    ttlMs: ANNOUNCED_TTL_MS,
    load: async (uid) => ({ row: await repository.findByUid(uid) }),
  });
  feed.on('profiles', (uid) => profiles.forget(uid));
  return {
    ...repository,

    findByUid(uid) {
      const known = profiles.peek(uid);
      return known ? Promise.resolve(known.row) : profiles.get(uid).then(({ row }) => row);
    },

    async save(input) {
      const known = profiles.peek(input.uid)?.row;
      // Hashed here only to recognise a retry of a known profile; the write hashes its own.
      if (known && sameData(known, input, input.picture ? pictureHash(input.picture.bytes) : null)) {
        return { status: 'unchanged', profile: known };
      }
      return feed.write(['profiles'], input.uid, () => repository.save(input), changed);
    },

    update: (uid, change) => feed.write(['profiles'], uid, () => repository.update(uid, change), changed),
  };
}
