// Test-only helpers: a fake auth state (the real one comes from the remote's AuthProvider).

import { type AuthUser } from '@thryve/contract';
import { AuthContext, type AuthContextValue } from '@thryve/shared';
import { fakeAuth } from '@thryve/shared/testing';
import type { ReactNode } from 'react';

export { fakeAuth };

const ADA: AuthUser = {
  uid: 'uid-ada',
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  emailVerified: true,
  providers: ['password'],
  idToken: 'token-ada',
};

/** Ada, signed in; `user` overrides fields of her user (e.g. `{ emailVerified: false }`). */
export function signedIn(overrides: Partial<AuthContextValue> = {}, user: Partial<AuthUser> = {}): AuthContextValue {
  return fakeAuth({ user: { ...ADA, ...user }, token: ADA.idToken, ...overrides });
}

export function WithAuth({ value, children }: { value: AuthContextValue; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
