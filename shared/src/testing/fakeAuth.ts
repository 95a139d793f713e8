// Unit tests only (host, remote, example host): an AuthContext value with jest mocks for the actions.
// Integration and browser tests use the real provider against the Firebase Auth emulator.
import type { AuthContextValue } from '../auth/AuthContext';
import { resolveConfig } from '../config/config';

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
