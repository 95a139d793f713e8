import type { CleanupJob } from '../plugins/expiredRowsCleanup';
import { CHALLENGE_TTL_MS } from './passkeyCeremonies';
import type { PasskeyRepository } from './passkeyRepository';

export { parsePasskeySettings } from './passkeyConfig';
export { createPasskeyRepository, type PasskeyRepository } from './passkeyRepository';
export { passkeyRoutes } from './passkeyRoutes';

/** Deletes the challenges no one answered in time, as often as they expire. */
export function expiredChallengesCleanup(passkeys: PasskeyRepository, now: () => Date): CleanupJob {
  return {
    name: 'passkey challenges',
    intervalMs: CHALLENGE_TTL_MS,
    run: () => passkeys.deleteChallengesExpiredBefore(now()),
  };
}
