import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';

import { DATABASE_KINDS, openTestDatabase } from '../../db/__tests__/testDatabases';
import type { Database } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import { createEndpointRepository, PREVIOUS_SECRET_GRACE_MS } from '../endpointRepository';

jest.setTimeout(120_000);

describe.each(DATABASE_KINDS)('endpointRepository on %s', (name) => {
  let database: Database;
  beforeEach(async () => {
    database = await openTestDatabase(name);
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

  it('disables an endpoint (since the first time), enables it again, and answers none for no endpoint', async () => {
    const endpoints = createEndpointRepository(database.db);
    const { endpoint } = await endpoints.add('https://a.example/hooks');
    const since = await endpoints.disable(endpoint.id);
    expect(since).toBeInstanceOf(Date);
    expect(await endpoints.disable(endpoint.id)).toEqual(since);
    expect((await endpoints.list())[0].disabledAt).toEqual(since);
    expect(await endpoints.enable(endpoint.id)).toEqual({ wasDisabledSince: since });
    expect((await endpoints.list())[0].disabledAt).toBeNull();
    expect(await endpoints.enable(endpoint.id)).toEqual({ wasDisabledSince: null });
    expect(await endpoints.disable('ep_none')).toBeNull();
    expect(await endpoints.enable('ep_none')).toBeUndefined();
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
