// Test helper: renders a screen inside a fake AuthContext value (unit tests only; integration tests use Firebase).
import { render } from '@testing-library/react';
import { AuthContext, resolveConfig, type AuthContextValue } from '@thryve/shared';
import { fakeAuth as fakeAuthValue } from '@thryve/shared/testing';
import type { ReactElement } from 'react';

/** The remote's screens are tested with a distinct success path, to see that they follow the config. */
function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return fakeAuthValue({
    config: resolveConfig({ apiBaseUrl: 'http://api.test/', brandName: 'Thryve Health', successPath: '/dashboard' }),
    ...overrides,
  });
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
