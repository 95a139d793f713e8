// Test-only helpers: a fake auth state (the real one comes from the remote's AuthProvider).

import { AuthContext, type AuthContextValue, type AuthUser } from '@thryve/shared';
import { fakeAuth } from '@thryve/shared/testing';
import type { ReactNode } from 'react';

export { fakeAuth };

const ADA: AuthUser = {
  uid: 'uid-ada',
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  idToken: 'token-ada',
};

export function signedIn(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return fakeAuth({ user: ADA, token: ADA.idToken, ...overrides });
}

export function WithAuth({ value, children }: { value: AuthContextValue; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
