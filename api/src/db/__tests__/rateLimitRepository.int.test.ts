import type { Database } from '../client';
import { createRateLimitRepository, LEASE_SHARE, type QuotaGrant } from '../rateLimitRepository';
import { DATABASE_KINDS, openTestDatabase } from './testDatabases';

jest.setTimeout(120_000);

/** A day: no window ends during a test. */
const WINDOW_MS = 86_400_000;

/** The tokens a grant handed out. */
const tokensOf = (grant: QuotaGrant) => Array.from({ length: grant.granted }, (_, i) => grant.count - i).reverse();

describe.each(DATABASE_KINDS)('rateLimitRepository on %s', (name) => {
  let database: Database;
  beforeEach(async () => {
    database = await openTestDatabase(name);
  });
  afterEach(async () => database.close());

  it('hands out a share of what is left: one token near the limit and past it', async () => {
    const counters = createRateLimitRepository(database.db);
    const max = 100;
    const grants: QuotaGrant[] = [];
    while ((grants.at(-1)?.count ?? 0) < max + 2) grants.push(await counters.take('ip', 'a', WINDOW_MS, max));
    let before = 0;
    for (const grant of grants) {
      expect(grant.granted).toBe(Math.max(1, Math.floor((max - before) / LEASE_SHARE)));
      expect(grant.count).toBe(before + grant.granted);
      expect(grant.ttl).toBeGreaterThan(0);
      expect(grant.ttl).toBeLessThanOrEqual(WINDOW_MS);
      before = grant.count;
    }
    expect(grants[0].granted).toBe(Math.floor(max / LEASE_SHARE));
    // Fewer than two shares left: single tokens, up to the limit and past it.
    const singles = grants.filter((grant) => grant.count > max - 2 * LEASE_SHARE + 1);
    expect(singles.map((grant) => grant.granted)).toEqual(singles.map(() => 1));
    expect(grants.filter((grant) => grant.count <= max).at(-1)?.count).toBe(max);
  });

  it('concurrent takes hand out every token once', async () => {
    const counters = createRateLimitRepository(database.db);
    const grants = await Promise.all(Array.from({ length: 40 }, () => counters.take('ip', 'b', WINDOW_MS, 10_000)));
    const tokens = grants.flatMap(tokensOf).sort((a, b) => a - b);
    expect(tokens).toEqual(Array.from({ length: tokens.length }, (_, i) => i + 1));
    // Another key, another bucket: counted apart.
    expect(await counters.take('ip', 'c', WINDOW_MS, 10_000)).toMatchObject({ count: 625, granted: 625 });
    expect(await counters.take('register-ip', 'b', WINDOW_MS, 32)).toMatchObject({ count: 2, granted: 2 });
  });
});
