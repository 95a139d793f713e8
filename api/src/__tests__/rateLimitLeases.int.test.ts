import { DATABASE_KINDS, openTestDatabase } from '../db/__tests__/testDatabases';
import type { Database } from '../db/client';
import { LEASE_SHARE } from '../db/rateLimitRepository';
import { rateLimitCounters } from '../db/schema';
import { startTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

/** A day: no window ends during a test unless it says so. */
const DAY_MS = 86_400_000;

describe.each(DATABASE_KINDS)('the per-IP limit over three instances on %s', (name) => {
  let database: Database;
  let apps: TestApp[] = [];

  async function threeInstances(globalPerIp: number, windowMs = DAY_MS): Promise<TestApp[]> {
    database = await openTestDatabase(name);
    apps = await Promise.all([1, 2, 3].map(() => startTestApp({ database, rateLimits: { globalPerIp, windowMs } })));
    return apps;
  }
  afterEach(async () => {
    await Promise.all(apps.map((t) => t.app.close()));
    await database.close();
  });

  const status = async (t: TestApp) => (await t.request({ url: '/weatherForecast' })).statusCode;
  /** The one counter row of the window (the tests' client is one address). */
  const counter = async () => (await database.db.select().from(rateLimitCounters))[0] ?? { count: 0, granted: 0 };

  it('admits exactly the limit from a concurrent burst of three times it, leases of several tokens included', async () => {
    const LIMIT = 100;
    const instances = await threeInstances(LIMIT);
    const statuses = await Promise.all(Array.from({ length: 3 * LIMIT }, (_, i) => status(instances[i % 3])));
    expect(statuses.filter((code) => code === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((code) => code === 429)).toHaveLength(2 * LIMIT);
  });

  it('near the limit, every instance takes one token per request; what one still holds is spent by it', async () => {
    const LIMIT = 100;
    const [first, second, third] = await threeInstances(LIMIT);
    let accepted = 0;
    // The first instance alone, until fewer than two shares of the quota are left.
    while ((await counter()).count <= LIMIT - 2 * LEASE_SHARE) {
      expect(await status(first)).toBe(200);
      accepted += 1;
    }
    // The other two, in turn: each request takes one token from the database, up to the limit.
    for (let { count } = await counter(); count < LIMIT; count += 1) {
      expect(await status(count % 2 ? second : third)).toBe(200);
      expect(await counter()).toMatchObject({ count: count + 1, granted: 1 });
      accepted += 1;
    }
    expect([await status(second), await status(third)]).toEqual([429, 429]);
    // The first instance spends the rest of its last lease, then is refused too.
    while ((await status(first)) === 200) accepted += 1;
    expect(accepted).toBe(LIMIT);
    // One token past the limit was asked for by each instance, no more: later refusals come from memory.
    expect(await status(first)).toBe(429);
    expect(await status(second)).toBe(429);
    expect((await counter()).count).toBe(LIMIT + 3);
  });

  it('frees the quota when the window ends: every instance admits the refused client again', async () => {
    const instances = await threeInstances(3, 1_000);
    const firstRefusal = async () => {
      for (let i = 0; ; i += 1) {
        const response = await instances[i % 3].request({ url: '/weatherForecast' });
        if (response.statusCode === 429) return response;
      }
    };
    expect(Number((await firstRefusal()).headers['retry-after'])).toBeLessThanOrEqual(1);
    // The window is the database's second; each instance's lease ends with it.
    for (const t of instances) {
      let answered = await status(t);
      while (answered === 429) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        answered = await status(t);
      }
      expect(answered).toBe(200);
    }
  });
});
