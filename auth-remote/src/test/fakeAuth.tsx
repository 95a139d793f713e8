// Test helper: renders a screen inside a fake AuthContext value (unit tests only; integration tests use Firebase).
import './unitGlobals';
import { render } from '@testing-library/react';
import { AuthContext, resolveConfig, type AuthContextValue } from '@thryve/shared';
import type { ReactElement } from 'react';

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    loading: false,
    token: null,
    role: null,
    config: resolveConfig({ apiBaseUrl: 'http://api.test/', brandName: 'Thryve Health', successPath: '/dashboard' }),
    signIn: jest.fn().mockResolvedValue(undefined),
    signUp: jest.fn().mockResolvedValue(undefined),
    signInWithGoogle: jest.fn().mockResolvedValue(undefined),
    signOut: jest.fn().mockResolvedValue(undefined),
    resetPassword: jest.fn().mockResolvedValue(undefined),
    navigate: jest.fn(),
    ...overrides,
  };
}

export function renderWithAuth(ui: ReactElement, overrides: Partial<AuthContextValue> = {}) {
  const auth = fakeAuth(overrides);
  const result = render(<AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>);
  return { ...result, auth };
}

/** An error shaped like Firebase's (`code` is what the screens look at). */
export function firebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}
