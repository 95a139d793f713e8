// The one table of the API's paths (API_PATHS of @thryve/contract/types), which the pages' API client calls, in both
// directions: the API routes each of its paths, and routes nothing else but the infrastructure named below. A path
// changed or added on one side only fails here rather than as a 404 in a page, or as a route no client knows.
import { API_PATHS } from '@thryve/contract/types';
import { STANDING_PATH } from '@thryve/server';
import type { FastifyInstance, RouteOptions } from 'fastify';

import { parsePasskeySettings } from '../passkeys/passkeyConfig';
import { ALLOWED_ORIGIN, startTestApp, type TestApp } from './support/testApp';

// Every Fastify instance this file builds records the routes registered on it (the app is composed inside
// buildApp, so a hook added afterwards would hear none of them).
const registered: Pick<RouteOptions, 'method' | 'url'>[] = [];
jest.mock('fastify', () => {
  const real = jest.requireActual<typeof import('fastify')>('fastify');
  const build = real.default as (...args: unknown[]) => FastifyInstance;
  const recording = (...args: unknown[]) => {
    const app = build(...args);
    app.addHook('onRoute', ({ method, url }) => void registered.push({ method, url }));
    return app;
  };
  return Object.assign(recording, { ...real, default: recording, fastify: recording });
});

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  // With related origins, so that the optional WebAuthn route is registered too.
  const passkeys = { ...parsePasskeySettings({}, [ALLOWED_ORIGIN]), relatedOrigins: ['https://other.example'] };
  t = await startTestApp({ config: { passkeys } });
});
afterAll(async () => t.close());

/** Routes outside the product API's table, for operators and browsers rather than the pages: each one named. */
const INFRASTRUCTURE = [
  '/healthz', // liveness
  '/readyz', // readiness: the database and Firebase Auth answer
  '/.well-known/webauthn', // WebAuthn related origins, read by the browser at this fixed path
  '*', // the CORS preflight (OPTIONS) of every path
];

/** Paths taking a parameter below a table entry: the entry, and the parameter's name. */
const BELOW_AN_ENTRY = [`/${API_PATHS.passkeys}/:id`];

const METHODS = ['GET', 'POST', 'PATCH', 'DELETE'] as const;

it.each(Object.entries(API_PATHS))('routes %s (/%s)', (_name, path) => {
  const routed = METHODS.filter((method) => t.app.hasRoute({ method, url: `/${path}` }));
  expect(routed).not.toEqual([]);
});

it('routes a passkey by its id below the passkeys path', () => {
  expect(t.app.hasRoute({ method: 'DELETE', url: `/${API_PATHS.passkeys}/:id` })).toBe(true);
});

it("is the path partner backends call for a user's standing (@thryve/server, which depends on no Thryve package)", () => {
  expect(STANDING_PATH).toBe(`/${API_PATHS.partnerStanding}`);
});

it('routes no path outside API_PATHS but the infrastructure named here', () => {
  const known = new Set([...Object.values(API_PATHS).map((path) => `/${path}`), ...BELOW_AN_ENTRY, ...INFRASTRUCTURE]);
  expect(registered.length).toBeGreaterThan(Object.keys(API_PATHS).length);
  const strays = registered.filter(({ url }) => !known.has(url));
  expect(strays).toEqual([]);
});

it('registers every infrastructure route it names (a name left behind is no exception)', () => {
  const urls = new Set(registered.map(({ url }) => url));
  expect([...INFRASTRUCTURE, ...BELOW_AN_ENTRY].filter((url) => !urls.has(url))).toEqual([]);
});
