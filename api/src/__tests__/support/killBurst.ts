import { createHash } from 'node:crypto';

import type { ApiProcess } from '../../db/__tests__/apiProcess';
import type { TestUser } from './emulator';
import { dataUrl, pngBytes, validPayload } from './fixtures';
import { bearer } from './testApp';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** What one registration sent: enough to recognise it in what the API serves afterwards. */
export interface Sent {
  weight: number;
  pictureHash: string;
}

export interface BurstResult {
  /** Per user, the last registration the API answered 200/201 to. */
  acknowledged: Map<string, Sent>;
  /**
   * Per user of the victim, the registration that failed when the victim died: in flight at the kill (it may or may
   * not have committed), or sent just after it (refused, never committed).
   */
  cut: Map<string, Sent>;
  acks: number;
}

/**
 * Each user registers again and again (a new weight and picture each round) through `apiFor(index)` until
 * `acksBeforeKill` answers came back; then `victim` is killed with SIGKILL while some of its requests are in
 * flight. The others' users stop; the victim's go on until a request fails (a request in flight at the kill may
 * still have been answered: its bytes were on their way). Resolves once every user has stopped and the victim has
 * exited.
 */
export async function registrationBurst(options: {
  users: TestUser[];
  apiFor: (index: number) => ApiProcess;
  victim: ApiProcess;
  acksBeforeKill: number;
  pictureBytes: number;
  /**
   * Kills the victim with SIGKILL (the default does so at once). Called once, when enough answers came back,
   * with what was acknowledged so far; the burst goes on meanwhile.
   */
  kill?: (acknowledged: ReadonlyMap<string, Sent>) => Promise<void>;
}): Promise<BurstResult> {
  const { users, apiFor, victim, acksBeforeKill, pictureBytes } = options;
  const kill = options.kill ?? (async () => void victim.child.kill('SIGKILL'));
  let killing: Promise<void> = Promise.resolve();
  const result: BurstResult = { acknowledged: new Map(), cut: new Map(), acks: 0 };
  let victimInFlight = 0;
  let killed = false;
  const burst = users.map(async (user, index) => {
    const api = apiFor(index);
    for (let round = 0; !killed || api === victim; round += 1) {
      const picture = pngBytes(pictureBytes);
      const sent = { weight: 100 + index * 100 + round, pictureHash: sha256(picture) };
      const payload = validPayload(user.email, { weight: sent.weight, profilePicture: dataUrl('image/png', picture) });
      if (api === victim) victimInFlight += 1;
      const response = await api
        .request({ method: 'POST', url: '/api/Identity/register', headers: bearer(user.idToken), payload })
        .catch(() => null);
      if (api === victim) victimInFlight -= 1;
      if (!response) {
        result.cut.set(user.uid, sent);
        return;
      }
      expect([200, 201]).toContain(response.statusCode);
      result.acknowledged.set(user.uid, sent);
      result.acks += 1;
      if (!killed && result.acks >= acksBeforeKill && victimInFlight > 0) {
        killed = true;
        killing = kill(result.acknowledged);
      }
    }
  });
  await Promise.all(burst);
  await killing;
  await victim.exited;
  expect(victim.child.signalCode).toBe('SIGKILL');
  expect(result.acks).toBeGreaterThanOrEqual(acksBeforeKill);
  expect(result.cut.size).toBeGreaterThan(0);
  return result;
}

/**
 * Every user's profile, as `apiFor(index)` serves it, is their last acknowledged registration or the one cut
 * (which may have committed), picture included; a user with nothing acknowledged may have no profile. Returns how
 * many users were served exactly their acknowledged registration.
 */
export async function expectSurvivedBurst(
  users: TestUser[],
  apiFor: (index: number) => ApiProcess,
  { acknowledged, cut }: BurstResult,
): Promise<number> {
  let verified = 0;
  for (const [index, user] of users.entries()) {
    const api = apiFor(index);
    const profile = await api.request({ url: '/api/Identity/user', headers: bearer(user.idToken) });
    if (!acknowledged.has(user.uid) && profile.statusCode === 404) continue;
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: user.uid, email: user.email, firstName: 'Ada', lastName: 'Lovelace' });
    const candidates = [acknowledged.get(user.uid), cut.get(user.uid)].filter((sent): sent is Sent => !!sent);
    const stored = candidates.find((sent) => sent.weight === profile.json().weight);
    expect(stored).toBeDefined();
    const picture = await api.request({ url: '/api/Identity/user/picture', headers: bearer(user.idToken) });
    expect(sha256(picture.rawPayload)).toBe(stored?.pictureHash);
    if (stored === acknowledged.get(user.uid)) verified += 1;
  }
  return verified;
}
