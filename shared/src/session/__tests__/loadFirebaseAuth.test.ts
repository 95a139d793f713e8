// The session API's promise-returning calls are made from a host's own effects and handlers: whatever goes wrong,
// their promise says so.
import { getIdToken, loadFirebaseAuth, refreshUser, sendVerificationEmail, signOut, stopSession } from '../pageSession';

const packedBuild = globalThis as { __THRYVE_PACKED__?: boolean };

afterEach(() => {
  delete packedBuild.__THRYVE_PACKED__;
  stopSession();
});

const CALLS: Record<string, () => Promise<unknown>> = {
  loadFirebaseAuth,
  signOut,
  getIdToken: () => getIdToken(),
  sendVerificationEmail,
  refreshUser,
};

it.each(Object.keys(CALLS))(
  '%s rejects with the config error, never throws, when nothing configured the session (the remote is down)',
  async (name) => {
    // The installed contract has no defaults: with no configure() and no page config, no session can start.
    packedBuild.__THRYVE_PACKED__ = true;
    let calling: Promise<unknown> | undefined;
    expect(() => (calling = CALLS[name]())).not.toThrow();
    await expect(calling).rejects.toMatchObject({ code: 'config/invalid' });
  },
);
