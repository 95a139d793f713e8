import type { UserRecord } from 'firebase-admin/auth';

import { startTestApp, type TestApp } from '../../__tests__/support/testApp';
import type { BuildAppOptions } from '../../app';

/** A real project id (not `demo-*`): tokens must carry a valid signature whatever the environment says. */
export const SIGNED_PROJECT_ID = 'thryve-signed-tokens';

const notCalled = () => Promise.reject(new Error('not called by the token checks'));

/**
 * Firebase's word on every user: enabled, never revoked. Only the revocation lookup (getUser) stands in for
 * Firebase; the signature and claims are checked by the API's own verifier against the test's key set.
 */
const everyUserInGoodStanding: NonNullable<BuildAppOptions['auth']> = {
  getUser: async (uid) => ({ uid, disabled: false }) as UserRecord,
  verifyIdToken: notCalled,
  deleteUser: notCalled,
  revokeRefreshTokens: notCalled,
  updateUser: notCalled,
  createCustomToken: notCalled,
  getUsers: notCalled,
  getUserByEmail: notCalled,
  generatePasswordResetLink: notCalled,
};

/** The real API of a real project, verifying tokens against the key set at `jwksUrl`. */
export function startSignedTokenApi(jwksUrl: URL, overrides: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  return startTestApp({
    config: { corsOrigins: [], firebaseProjectId: SIGNED_PROJECT_ID },
    auth: everyUserInGoodStanding,
    jwksUrl,
    ...overrides,
  });
}
