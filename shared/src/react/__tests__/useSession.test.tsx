import { act, renderHook } from '@testing-library/react';
import type { User } from 'firebase/auth';

import { resolveConfig } from '../../config/config';
import { stopSession } from '../../session/pageSession';
import { createSessionStore } from '../../session/sessionStore';
import { standInFirebase, type SessionOperations } from '../../testing/standInFirebase';
import { useSession } from '../useSession';

function idToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none' })}.${part({ iat: now, exp: now + 3600, auth_time: now, role: 'coach' })}.sig`;
}

afterEach(() => {
  stopSession();
  localStorage.clear();
});

describe('useSession', () => {
  it('reads the page session without any provider and follows it', async () => {
    let listener: ((user: User | null) => void) | null = null;
    const user = {
      ...{ uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: false, providerData: [] },
      getIdToken: async () => idToken(),
    };
    const auth = {
      currentUser: null as unknown,
      onIdTokenChanged(next: (user: User | null) => void) {
        listener = next;
        return () => undefined;
      },
    };
    // A remembered user: Firebase's key is stored, so the session waits for Firebase's answer.
    localStorage.setItem('firebase:authUser:demo-api-key:thryve', '{}');
    const store = createSessionStore(resolveConfig(), standInFirebase(auth, {} as SessionOperations));
    globalThis.__thryveSession = store;

    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ status: 'loading', user: null, role: null });
    act(() => listener?.(null));
    expect(result.current.status).toBe('signedOut');
    auth.currentUser = user;
    await act(async () => listener?.(user as unknown as User));
    expect(result.current).toEqual({
      status: 'signedIn',
      user: { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: false },
      role: 'coach',
    });
    expect(result.current).toBe(store.getSnapshot());
  });
});
