import { renderHook } from '@testing-library/react';
import { isAppError } from '@thryve/contract';

import { useAuth } from '../AuthContext';

describe('useAuth', () => {
  it('throws a clear error with a stable code when used outside the AuthProvider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let thrown: unknown;
    try {
      renderHook(() => useAuth());
    } catch (error) {
      thrown = error;
    }
    consoleError.mockRestore();
    expect(isAppError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ code: 'auth/provider-missing' });
    expect((thrown as Error).message).toMatch(/inside <AuthProvider>/);
  });
});
