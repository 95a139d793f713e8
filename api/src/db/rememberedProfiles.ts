import { pictureHash, sameData, type ProfileRepository } from './profileRepository';
import { readThrough, writeThrough, type WriterMemory } from './writerMemory';

/**
 * The profile repository of a database this process alone writes, answering reads from memory: the caller's
 * profile (GET /api/Identity/user) costs no query once known, and a registration that changes nothing (a retry)
 * none either. Pictures are not kept (they are read rarely and are large).
 */
export function rememberedProfiles(repository: ProfileRepository, memory: WriterMemory): ProfileRepository {
  const { profiles } = memory;
  return {
    ...repository,

    findByUid: (uid) =>
      readThrough(
        memory,
        profiles.get(uid),
        () => repository.findByUid(uid),
        (row) => profiles.set(uid, row),
      ),

    async save(input) {
      const known = profiles.get(input.uid);
      // Hashed here only to recognise a retry of a known profile; the write hashes its own.
      if (known && sameData(known, input, input.picture ? pictureHash(input.picture.bytes) : null)) {
        return { status: 'unchanged', profile: known };
      }
      return writeThrough(
        memory,
        () => repository.save(input),
        (outcome) => {
          if (outcome && outcome.status !== 'username_taken') profiles.set(input.uid, outcome.profile);
          else profiles.delete(input.uid);
        },
      );
    },

    update: (uid, change) =>
      writeThrough(
        memory,
        () => repository.update(uid, change),
        (outcome) => {
          if (outcome && 'profile' in outcome) profiles.set(uid, outcome.profile);
          else profiles.delete(uid);
        },
      ),
  };
}
