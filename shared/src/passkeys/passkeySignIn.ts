// Signing in with a passkey, from the browser's prompt to the session: part of the passkey chunk (passkeyCode.ts),
// so that the first screen carries none of it. The store hands it what every sign-in goes through (signedIn).
import type { User } from 'firebase/auth';

import type { PasskeySignInOptions } from '../auth/AuthContext';
import { setRememberChoice } from '../auth/tokenStorage';
import { passkeySignInFailure, type AuthErrorEvent } from '../errors/authErrors';
import type { Connection } from '../session/firebaseConnection';
import type { SessionUser } from '../session/types';
import { authenticate } from './passkeyCeremonies';

/** What a passkey sign-in needs of the session store. */
export interface PasskeySignInContext {
  /** Firebase, loaded if need be. */
  connection: { ready(): Promise<Connection> };
  /** Puts the signed-in user in the session under the Remember me choice, fires onSignIn; resolves with them. */
  signedIn(user: User, rememberMe: boolean): Promise<SessionUser>;
  /** Reports a failure to onError. */
  failed(event: AuthErrorEvent): void;
}

/**
 * The ceremony (browser and API) gives a custom token while Firebase loads beside it; Firebase signs in with it under
 * the Remember me choice read at that moment. A failure is reported once (nothing for an abandoned request, nor for
 * a dismissed autofill) and rejects as it came.
 */
export async function signInWithPasskey(
  context: PasskeySignInContext,
  remember: () => boolean,
  { conditional = false, signal }: PasskeySignInOptions = {},
): Promise<SessionUser> {
  try {
    const firebaseReady = context.connection.ready();
    firebaseReady.catch(() => undefined); // awaited below, once the ceremony is done
    const customToken = await authenticate({ conditional, signal });
    const { auth, sdk } = await firebaseReady;
    const rememberMe = remember();
    // Before Firebase signs in: its token listener stores the first token where the choice says, as signIn's does.
    setRememberChoice(rememberMe);
    return await context.signedIn(await sdk.operations.signInWithToken(auth, customToken, rememberMe), rememberMe);
  } catch (error) {
    const failure = passkeySignInFailure(error, conditional);
    if (failure) context.failed(failure);
    throw error;
  }
}
