import { clearStoredToken, createSessionReader, rememberChoice, storeToken, type AuthState } from '@thryve/shared';
import { onIdTokenChanged, type Auth, type User } from 'firebase/auth';
import { useCallback, useEffect, useRef, useState } from 'react';

const SIGNED_OUT: AuthState = { user: null, loading: false, token: null, role: null };
const LOADING: AuthState = { ...SIGNED_OUT, loading: true };

/**
 * The auth state machine (loading -> signed-out | signed-in) fed by `onIdTokenChanged`. `publish` lets an action
 * wait until the state shows its user (so a redirect right after sign-in finds the user), and `holdRef` keeps a
 * user being registered out of the state until the API knows them (nothing half-done is ever "signed in").
 */
export function useAuthSession(auth: Auth) {
  const [state, setState] = useState<AuthState>(LOADING);
  const holdRef = useRef(false);
  const readerRef = useRef(createSessionReader());

  const publish = useCallback(
    async (user: User | null) => {
      if (!user) {
        clearStoredToken();
        setState(SIGNED_OUT);
        return;
      }
      if (holdRef.current) return;
      try {
        const session = await readerRef.current(user);
        if (auth.currentUser?.uid !== user.uid) return; // signed out or switched meanwhile
        storeToken(session.token, rememberChoice());
        setState({ ...session, loading: false });
      } catch (error) {
        console.error('Thryve auth: could not read the ID token', error);
        setState((previous) => ({ ...previous, loading: false }));
      }
    },
    [auth],
  );

  useEffect(() => onIdTokenChanged(auth, (user) => void publish(user)), [auth, publish]);

  const signedOut = useCallback(() => {
    clearStoredToken();
    setState(SIGNED_OUT);
  }, []);

  return { state, publish, signedOut, holdRef };
}
