// loadFirebaseAuth() is called from a host's own effects: whatever goes wrong, its promise says so.
import { loadFirebaseAuth, stopSession } from '../pageSession';

const packedBuild = globalThis as { __THRYVE_PACKED__?: boolean };

afterEach(() => {
  delete packedBuild.__THRYVE_PACKED__;
  stopSession();
});

it('rejects with the config error, never throws, when nothing configured the session (the remote is down)', async () => {
  // The installed contract has no defaults: with no configure() and no page config, no session can start.
  packedBuild.__THRYVE_PACKED__ = true;
  let loading: Promise<unknown> | undefined;
  expect(() => (loading = loadFirebaseAuth())).not.toThrow();
  await expect(loading).rejects.toMatchObject({ code: 'config/invalid' });
});
