import type { SessionRepository } from './sessionRepository';
import type { TokenRevocationRepository } from './tokenRevocationRepository';
import { readThrough, writeThrough, type WriterMemory } from './writerMemory';

/** Sign-ins remembered per user; a user with more (many devices over time) starts over from the database. */
const MAX_SIGN_INS_PER_USER = 64;

type Refusals = Pick<TokenRevocationRepository, 'isRefused' | 'revokeBefore'> &
  Pick<SessionRepository, 'endSession'> & {
    /** `isRefused`'s answer when it is in memory, at once; undefined when the database must be asked. */
    known(uid: string, authTime: number): boolean | undefined;
  };

/**
 * This deployment's refusals (logouts, role revocations) of a database this process alone writes, answered from
 * memory: the check of every authenticated request costs no query once the sign-in is known. A logout or revocation
 * forgets the user's entries after it committed, so the next request reads the refusal from the database.
 */
export function rememberedRefusals(
  revocations: Pick<TokenRevocationRepository, 'isRefused' | 'revokeBefore'>,
  sessions: Pick<SessionRepository, 'endSession'>,
  memory: WriterMemory,
): Refusals {
  const { refusals } = memory;
  const forget = (uid: string) => () => refusals.delete(uid);
  const known = (uid: string, authTime: number) => refusals.get(uid)?.get(authTime);
  return {
    known,
    isRefused: (uid, authTime) =>
      readThrough(
        memory,
        known(uid, authTime),
        () => revocations.isRefused(uid, authTime),
        (refused) => {
          let signIns = refusals.get(uid);
          if (!signIns || signIns.size >= MAX_SIGN_INS_PER_USER) refusals.set(uid, (signIns = new Map()));
          signIns.set(authTime, refused);
        },
      ),
    endSession: (uid, authTime) => writeThrough(memory, () => sessions.endSession(uid, authTime), forget(uid)),
    revokeBefore: (uid, revokedBefore) =>
      writeThrough(memory, () => revocations.revokeBefore(uid, revokedBefore), forget(uid)),
  };
}
