import { act, cleanup, renderHook } from '@testing-library/react';
import type { User } from 'firebase/auth';

import { resolveConfig } from '../../config/config';
import { configure, stopSession } from '../../session/pageSession';
import { createSessionStore } from '../../session/sessionStore';
import { standInFirebase, type SessionOperations } from '../../testing/standInFirebase';
import { useSession } from '../useSession';

function idToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none' })}.${part({ iat: now, exp: now + 3600, auth_time: now, role: 'coach' })}.sig`;
}

// The installed package: no local defaults, so a page without a config cannot start a session by itself.
const packedBuild = globalThis as { __THRYVE_PACKED__?: boolean };

afterEach(() => {
  // Unmounted first: a mounted useSession() would start a session again from the local defaults.
  cleanup();
  stopSession();
  localStorage.clear();
  delete packedBuild.__THRYVE_PACKED__;
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

  it('says loading, without throwing, before anything configured the session, and follows the one started later', async () => {
    packedBuild.__THRYVE_PACKED__ = true;
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ status: 'loading', user: null, role: null });

    // What a host's RemoteAuthProvider does once the remote's provider arrives: it starts the session with the config.
    await act(async () =>
      configure({
        apiBaseUrl: 'https://api.partner.example/',
        firebase: { apiKey: 'key', authDomain: 'partner.firebaseapp.com', projectId: 'partner' },
      }),
    );
    // No user stored on this device: signed out at once, from the session the provider started.
    expect(result.current).toEqual({ status: 'signedOut', user: null, role: null });
    expect(result.current).toBe(globalThis.__thryveSession?.getSnapshot());
  });

  it('follows the session when it is stopped and another starts', async () => {
    configure();
    const { result } = renderHook(() => useSession());
    const first = result.current;
    await act(async () => {
      stopSession();
      configure({ apiBaseUrl: 'https://api.other.example/' });
    });
    expect(result.current).toBe(globalThis.__thryveSession?.getSnapshot());
    expect(globalThis.__thryveSession?.config.apiBaseUrl).toBe('https://api.other.example/');
    expect(result.current).toEqual(first);
  });
});
