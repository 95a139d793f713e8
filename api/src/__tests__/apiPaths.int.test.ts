// The one table of the API's paths (API_PATHS of @thryve/shared/types), which the pages' API client calls: the API
// routes each of its paths, so that a path changed on one side only fails here rather than as a 404 in a page.
import { API_PATHS } from '@thryve/contract';

import { startTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const METHODS = ['GET', 'POST', 'PATCH', 'DELETE'] as const;

it.each(Object.entries(API_PATHS))('routes %s (/%s)', (_name, path) => {
  const routed = METHODS.filter((method) => t.app.hasRoute({ method, url: `/${path}` }));
  expect(routed).not.toEqual([]);
});

it('routes a passkey by its id below the passkeys path', () => {
  expect(t.app.hasRoute({ method: 'DELETE', url: `/${API_PATHS.passkeys}/:id` })).toBe(true);
});
