// The provider's Logout as a unit: its state hooks with a stand-in for Firebase's Auth (an object with the methods
// that Firebase's modular functions call on it); the real Firebase runs in AuthProvider.int.test.tsx.
import { act, renderHook, waitFor } from '@testing-library/react';
import { endServerSession } from '@thryve/shared';
import type { Auth, User } from 'firebase/auth';

import { useAuthActions } from '../useAuthActions';
import { useAuthSession } from '../useAuthSession';

jest.mock('@thryve/shared', () => ({
  ...jest.requireActual('@thryve/shared'),
  endServerSession: jest.fn(async () => undefined),
}));
const endServerSessionMock = jest.mocked(endServerSession);

/** An unsigned ID token with the claims Firebase's getIdTokenResult reads. */
function idToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none' })}.${part({ iat: now, exp: now + 3600, auth_time: now, ...claims })}.sig`;
}

function standInAuth() {
  const events: string[] = [];
  let listener: ((user: User | null) => void) | null = null;
  const user = {
    uid: 'u1',
    displayName: 'Ada Lovelace',
    email: 'ada@example.com',
    getIdToken: async () => idToken({ role: 'admin' }),
  } as unknown as User;
  const auth = {
    currentUser: null as User | null,
    onIdTokenChanged(next: (user: User | null) => void) {
      listener = next;
      return () => undefined;
    },
    async signOut() {
      events.push('firebase signOut');
      auth.currentUser = null;
      listener?.(null);
    },
    signIn() {
      auth.currentUser = user;
      listener?.(user);
    },
  };
  return { auth, events };
}

function renderProviderState() {
  const { auth, events } = standInAuth();
  const hook = renderHook(() => {
    const session = useAuthSession(auth as unknown as Auth);
    return { state: session.state, actions: useAuthActions(auth as unknown as Auth, session) };
  });
  return { ...hook, auth, events };
}

beforeEach(() => {
  endServerSessionMock.mockReset();
  localStorage.clear();
});

describe('signOut of the AuthProvider', () => {
  it('ends the server session while still signed in, then signs out: user, token and role all cleared', async () => {
    const { result, auth, events } = renderProviderState();
    endServerSessionMock.mockImplementation(async () => {
      events.push(`server logout (signed in: ${auth.currentUser !== null})`);
    });
    act(() => auth.signIn());
    await waitFor(() => expect(result.current.state.role).toBe('admin'));
    expect(result.current.state.user).toMatchObject({ uid: 'u1' });
    expect(result.current.state.token).not.toBeNull();

    await act(() => result.current.actions.signOut());
    expect(events).toEqual(['server logout (signed in: true)', 'firebase signOut']);
    expect(result.current.state).toEqual({ user: null, loading: false, token: null, role: null });
    expect(localStorage.getItem('thryve_token')).toBeNull();
  });

  it('does not call the API when nobody is signed in, and still signs out of Firebase', async () => {
    const { result, events } = renderProviderState();
    await act(() => result.current.actions.signOut());
    expect(endServerSessionMock).not.toHaveBeenCalled();
    expect(events).toEqual(['firebase signOut']);
    expect(result.current.state.role).toBeNull();
  });
});
