import { sql } from 'drizzle-orm';
import fc from 'fast-check';

import { createUser, type TestUser } from './support/emulator';
import { validPayload } from './support/fixtures';
import { bearer, startTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp({ rateLimits: { registerPerUser: 10_000, registerPerIp: 10_000, globalPerIp: 10_000 } });
  user = await createUser();
});
afterAll(async () => t.close());

async function profileCount(): Promise<number> {
  const result = (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM profiles`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0].n;
}

const fieldNames = Object.keys(validPayload('x@example.test'));

/** Bodies near the valid one: some fields replaced by anything, some removed, extra keys added. */
const nearValidBody = fc
  .record({
    replaced: fc.dictionary(fc.constantFrom(...fieldNames), fc.jsonValue(), { maxKeys: 4 }),
    removed: fc.subarray(fieldNames, { maxLength: 3 }),
    extra: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue(), { maxKeys: 2 }),
  })
  .map(({ replaced, removed, extra }) => {
    const body: Record<string, unknown> = { ...validPayload(user.email), ...extra, ...replaced };
    for (const key of removed) delete body[key];
    return body;
  });

const anyBody = fc.oneof(fc.jsonValue(), fc.object(), nearValidBody, nearValidBody);

describe('POST /api/Identity/register with random bodies', () => {
  it('never answers 5xx and writes no row unless it answers 2xx', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const before = await profileCount();
        const response = await t.request({
          method: 'POST',
          url: '/api/Identity/register',
          headers: { ...bearer(user.idToken), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json()).toHaveProperty(response.statusCode >= 400 ? 'code' : 'id');
        if (response.statusCode >= 400) expect(await profileCount()).toBe(before);
      }),
      { numRuns: 150 },
    );
  });

  it('never answers 5xx to random bytes of any content type', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 512 }),
        fc.constantFrom('application/json', 'text/plain', 'application/octet-stream'),
        async (bytes, type) => {
          const response = await t.request({
            method: 'POST',
            url: '/api/Identity/register',
            headers: { ...bearer(user.idToken), 'content-type': type },
            payload: Buffer.from(bytes),
          });
          expect(response.statusCode).toBeLessThan(500);
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: 60 },
    );
  });
});
