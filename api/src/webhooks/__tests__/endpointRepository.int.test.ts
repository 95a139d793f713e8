import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';

import { setupTestDatabases, type TestDatabases } from '../../db/__tests__/testDatabases';
import type { Database } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import { createEndpointRepository, PREVIOUS_SECRET_GRACE_MS } from '../endpointRepository';

jest.setTimeout(120_000);

let databases: TestDatabases;
beforeAll(async () => {
  databases = await setupTestDatabases();
});
afterAll(async () => databases?.teardown());

describe.each(['pglite', 'postgres'] as const)('endpointRepository on %s', (name) => {
  let database: Database;
  beforeEach(async () => {
    const factory = databases.factories.find((candidate) => candidate.name === name);
    if (!factory) throw new Error(`no ${name} factory`);
    database = await factory.open();
  });
  afterEach(async () => database.close());

  it('adds an endpoint with a Standard Webhooks secret, answered once and never listed', async () => {
    const endpoints = createEndpointRepository(database.db);
    const { endpoint, secret } = await endpoints.add('https://partner.example/hooks', ['user.deleted', 'user.deleted']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // The library signs with it: the secret is one a partner's receiver takes.
    expect(new Webhook(secret).sign('msg_1', new Date(), '{}')).toMatch(/^v1,/);
    expect(endpoint).toMatchObject({
      url: 'https://partner.example/hooks',
      events: ['user.deleted'],
      disabledAt: null,
    });
    const listed = await endpoints.list();
    expect(listed).toEqual([{ ...endpoint, pending: 0, failed: 0 }]);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(6));
  });

  it('lists endpoints oldest first, every type when no filter is given, each with its own secret', async () => {
    const endpoints = createEndpointRepository(database.db);
    const first = await endpoints.add('https://a.example/hooks');
    const second = await endpoints.add('https://b.example/hooks', []);
    expect(first.secret).not.toBe(second.secret);
    expect(first.endpoint.id).not.toBe(second.endpoint.id);
    const listed = await endpoints.list();
    expect(listed.map((endpoint) => [endpoint.url, endpoint.events])).toEqual([
      ['https://a.example/hooks', null],
      ['https://b.example/hooks', null],
    ]);
  });

  it('removes an endpoint, and answers false for one that is not there', async () => {
    const endpoints = createEndpointRepository(database.db);
    const { endpoint } = await endpoints.add('https://a.example/hooks');
    const kept = await endpoints.add('https://b.example/hooks');
    expect(await endpoints.remove(endpoint.id)).toBe(true);
    expect(await endpoints.remove(endpoint.id)).toBe(false);
    expect((await endpoints.list()).map((listed) => listed.id)).toEqual([kept.endpoint.id]);
  });

  it('rotates the secret, keeping the previous one for a day, and answers null for no endpoint', async () => {
    const endpoints = createEndpointRepository(database.db);
    const { endpoint, secret } = await endpoints.add('https://a.example/hooks');
    const before = Date.now();
    const rotation = await endpoints.rotate(endpoint.id);
    const rotated = rotation?.secret;
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    const [row] = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row.secret).toBe(rotated);
    expect(row.previousSecret).toBe(secret);
    const grace = (row.previousSecretExpiresAt?.getTime() ?? 0) - before;
    expect(grace).toBeGreaterThan(PREVIOUS_SECRET_GRACE_MS - 60_000);
    expect(grace).toBeLessThan(PREVIOUS_SECRET_GRACE_MS + 60_000);
    expect(rotation?.previousSecretValidUntil).toEqual(row.previousSecretExpiresAt);
    expect(await endpoints.rotate('ep_none')).toBeNull();
  });
});
