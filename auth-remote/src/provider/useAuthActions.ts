import {
  applyPersistence,
  createAccount,
  endServerSession,
  requestPasswordReset,
  setRememberChoice,
  signInWithEmail,
  signInWithGoogle,
  type AuthActions,
  type RegisterPayload,
} from '@thryve/shared';
import { signOut, type Auth, type User } from 'firebase/auth';
import { useMemo, useRef, type RefObject } from 'react';

interface SessionControls {
  publish(user: User | null): Promise<void>;
  signedOut(): void;
  holdRef: RefObject<boolean>;
}

/** The actions of the AuthContext; each resolves once the auth state shows its outcome. */
export function useAuthActions(auth: Auth, { publish, signedOut, holdRef }: SessionControls): AuthActions {
  const signUpInFlight = useRef<Promise<void> | null>(null);

  return useMemo<AuthActions>(() => {
    async function register(payload: RegisterPayload) {
      holdRef.current = true;
      try {
        setRememberChoice(true);
        await applyPersistence(auth, true);
        const user = await createAccount(auth, payload);
        holdRef.current = false;
        await publish(user);
      } finally {
        holdRef.current = false;
        signUpInFlight.current = null;
      }
    }

    return {
      async signIn(email, password, rememberMe) {
        setRememberChoice(rememberMe);
        await publish(await signInWithEmail(auth, email, password, rememberMe));
      },
      // Single flight: a double click on Create creates one account (the second call shares the first's outcome).
      signUp(payload) {
        signUpInFlight.current ??= register(payload);
        return signUpInFlight.current;
      },
      // Not async on purpose: the popup must open in the same task as the click.
      signInWithGoogle(rememberMe) {
        return signInWithGoogle(auth, rememberMe).then((user) => {
          setRememberChoice(rememberMe);
          return publish(user);
        });
      },
      async signOut() {
        // The server first, while Firebase still has this sign-in's token to send; it never waits long or fails.
        if (auth.currentUser) await endServerSession();
        await signOut(auth);
        signedOut();
      },
      resetPassword(email) {
        return requestPasswordReset(auth, email);
      },
    };
  }, [auth, publish, signedOut, holdRef]);
}
