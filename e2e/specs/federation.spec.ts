import { E2E_PORTS } from '../support/ports';
import { expect, test } from '../support/test';

interface ShareEntry {
  loaded?: boolean;
  from: string;
  version: string;
}
type ShareScope = Record<string, Record<string, ShareEntry>>;

const SINGLETONS = ['react', 'react-dom', 'firebase/app', 'firebase/auth', 'axios', '@thryve/shared'];

test('host and remote run ONE React, ONE Firebase, ONE axios and ONE @thryve/shared', async ({ page, signIn }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`:${E2E_PORTS.remote}/`)) remoteRequests.push(request.url());
  });

  await signIn.goto();

  // Every shared package is registered by both containers but loaded exactly once, from the host.
  const scope = await page.evaluate(() => {
    const federation = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default: ShareScope }> } })
      .__FEDERATION__;
    const share = Object.values(federation.__SHARE__)[0].default;
    return Object.fromEntries(
      Object.entries(share).map(([name, versions]) => [
        name,
        Object.values(versions).map((v) => ({ from: v.from, loaded: Boolean(v.loaded), version: v.version })),
      ]),
    );
  });
  for (const name of SINGLETONS) {
    const loaded = (scope[name] ?? []).filter((entry) => entry.loaded);
    expect(loaded, `${name} loaded once`).toHaveLength(1);
    expect(loaded[0].from, `${name} comes from the host`).toBe('host');
  }

  // The remote's own copies of the shared libraries are never downloaded: only its exposed code is.
  const remoteChunks = remoteRequests.filter((url) => url.endsWith('.js'));
  expect(remoteChunks.length).toBeGreaterThan(0);
  expect(remoteChunks.filter((url) => /react|firebase|axios|thryve_shared|shared_src/i.test(url))).toEqual([]);

  // And one Firebase app: the remote's provider initialised it, the host's bundle reads the same instance.
  const apps = await page.evaluate(() => (globalThis as unknown as { __thryveAuthByApp?: object }).__thryveAuthByApp !== undefined);
  expect(apps).toBe(true);
});
