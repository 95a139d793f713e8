import { LEASE_SHARE, type QuotaGrant } from '../../db/rateLimitRepository';
import { QuotaLeases, type Counted, type Limit } from '../rateLimitStore';

const LIMIT: Limit = { windowMs: 60_000, max: 1_600 };

/** A clock the test moves, for the leases and the counter alike. */
function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

type Clock = ReturnType<typeof fakeClock>;

/** rate_limit_counters in memory: the same grants, fixed windows on `clock`; every take recorded. */
function fakeCounter(clock: Clock) {
  const rows = new Map<string, number>();
  const takes: QuotaGrant[] = [];
  return {
    takes,
    take: async (key: string, { windowMs, max }: Limit): Promise<QuotaGrant> => {
      const windowStart = Math.floor(clock.now() / windowMs) * windowMs;
      const row = `${key}@${windowStart}`;
      const before = rows.get(row) ?? 0;
      const granted = Math.max(1, Math.floor((max - before) / LEASE_SHARE));
      rows.set(row, before + granted);
      const grant = { count: before + granted, granted, ttl: windowStart + windowMs - clock.now() };
      takes.push(grant);
      return grant;
    },
  };
}

function leasesOn(counter: ReturnType<typeof fakeCounter>, clock: Clock, maxKeys = 100) {
  return new QuotaLeases({ take: counter.take, maxKeys, clock });
}

/** One request's count: from memory when the lease has a token, as the rate-limit store does. */
const hit = (leases: QuotaLeases, key = 'ip|203.0.113.1', limit = LIMIT): Promise<Counted> =>
  Promise.resolve(leases.spend(key) ?? leases.take(key, limit));

describe('QuotaLeases', () => {
  it('serves a block from memory: one take per block, tokens in order', async () => {
    const clock = fakeClock();
    const counter = fakeCounter(clock);
    const leases = leasesOn(counter, clock);
    const first = LIMIT.max / LEASE_SHARE;
    const counted: number[] = [];
    for (let i = 0; i < first + 1; i += 1) counted.push((await hit(leases)).current);
    expect(counted).toEqual(Array.from({ length: first + 1 }, (_, i) => i + 1));
    expect(counter.takes.map((take) => take.granted)).toEqual([first, Math.floor((LIMIT.max - first) / LEASE_SHARE)]);
  });

  it('takes once per key at a time: requests that arrive meanwhile wait for that take', async () => {
    const clock = fakeClock();
    const counter = fakeCounter(clock);
    let answer: () => void = () => undefined;
    const slow = new QuotaLeases({
      maxKeys: 10,
      clock,
      take: (key, limit) => new Promise((resolve) => (answer = () => resolve(counter.take(key, limit)))),
    });
    const waiting = Promise.all(Array.from({ length: 5 }, () => hit(slow)));
    answer();
    expect((await waiting).map((counted) => counted.current)).toEqual([1, 2, 3, 4, 5]);
    expect(counter.takes).toHaveLength(1);
  });

  it('three instances on one counter: a burst of three times the limit gets exactly the limit', async () => {
    const clock = fakeClock();
    const counter = fakeCounter(clock);
    const instances = [1, 2, 3].map(() => leasesOn(counter, clock));
    const limit = { windowMs: 60_000, max: 500 };
    const counted = await Promise.all(
      Array.from({ length: 3 * limit.max }, (_, i) => hit(instances[i % 3], 'ip|x', limit)),
    );
    const accepted = counted.map((c) => c.current).filter((current) => current <= limit.max);
    expect(accepted).toHaveLength(limit.max);
    // No token accepted twice.
    expect(new Set(accepted).size).toBe(limit.max);
  });

  it('ends a lease no later than its window, even when the take was slow to answer', async () => {
    const clock = fakeClock(0);
    const counter = fakeCounter(clock);
    const windowMs = 1_000;
    const leases = new QuotaLeases({
      maxKeys: 10,
      clock,
      take: async (key, limit) => {
        const grant = await counter.take(key, { ...limit, windowMs });
        clock.advance(40); // the answer's way back
        return grant;
      },
    });
    const first = await hit(leases);
    // The window ends at 1000; the lease 1 ms before, whatever the answer's delay.
    expect(first.ttl).toBe(1_000 - 40 - 1);
    clock.advance(first.ttl - 1);
    expect(leases.spend('ip|203.0.113.1')).toEqual({ current: 2, ttl: 1 });
    clock.advance(1);
    expect(leases.spend('ip|203.0.113.1')).toBeUndefined();
  });

  it("past the limit asks once, then refuses from memory until the window's end frees the quota", async () => {
    const clock = fakeClock(0);
    const counter = fakeCounter(clock);
    const leases = leasesOn(counter, clock);
    const limit = { windowMs: 60_000, max: 3 };
    const counted: number[] = [];
    for (let i = 0; i < 6; i += 1) counted.push((await hit(leases, 'ip|x', limit)).current);
    expect(counted).toEqual([1, 2, 3, 4, 4, 4]);
    expect(counter.takes.map((take) => take.count)).toEqual([1, 2, 3, 4]);
    clock.advance(60_000);
    expect(await hit(leases, 'ip|x', limit)).toMatchObject({ current: 1 });
  });

  it('a failed take fails the requests waiting on it; the next request takes again', async () => {
    const clock = fakeClock();
    const counter = fakeCounter(clock);
    let fail = true;
    const leases = new QuotaLeases({
      maxKeys: 10,
      clock,
      take: async (key, limit) => {
        if (fail) throw new Error('database down');
        return counter.take(key, limit);
      },
    });
    await expect(Promise.all([hit(leases), hit(leases)])).rejects.toThrow('database down');
    fail = false;
    expect(await hit(leases)).toMatchObject({ current: 1 });
  });

  it('keeps at most maxKeys leases: a dropped lease loses its unspent tokens, never hands them out twice', async () => {
    const clock = fakeClock();
    const counter = fakeCounter(clock);
    const leases = leasesOn(counter, clock, 2);
    await hit(leases, 'ip|a');
    await hit(leases, 'ip|b');
    await hit(leases, 'ip|c');
    // a's block (tokens 1 to 100) was dropped: its next request takes the block after it.
    expect(await hit(leases, 'ip|a')).toMatchObject({ current: LIMIT.max / LEASE_SHARE + 1 });
    expect(counter.takes).toHaveLength(4);
  });
});
