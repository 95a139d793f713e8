// Test-only helpers: a fake auth state (the real one comes from the remote's AuthProvider).
import './unitGlobals';

import { AuthContext, resolveConfig, type AuthContextValue, type AuthUser } from '@thryve/shared';
import type { ReactNode } from 'react';

export const ADA: AuthUser = {
  uid: 'uid-ada',
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  idToken: 'token-ada',
};

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    loading: false,
    token: null,
    role: null,
    config: resolveConfig(),
    navigate: jest.fn(),
    signIn: jest.fn(async () => undefined),
    signUp: jest.fn(async () => undefined),
    signInWithGoogle: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
    resetPassword: jest.fn(async () => undefined),
    ...overrides,
  };
}

export function signedIn(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return fakeAuth({ user: ADA, token: ADA.idToken, ...overrides });
}

export function WithAuth({ value, children }: { value: AuthContextValue; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
