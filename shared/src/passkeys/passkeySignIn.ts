// The passkey code: signing in with a passkey, from the browser's prompt to the session, and adding, listing and
// removing the user's (@simplewebauthn/browser and the passkey endpoints). The store loads this module with import()
// (session/parts.ts) when a passkey is first used, so that no first screen carries it. The store hands a sign-in
// what every sign-in goes through (signedIn).
import type { PasskeySignInOptions, SessionUser } from '@thryve/contract';
import { passkeySignInFailure, type AuthErrorEvent } from '@thryve/contract/errors';
import type { Auth, User } from 'firebase/auth';

import type * as FirebasePart from '../auth/authService';
import { setRememberChoice } from '../auth/tokenStorage';
import { authenticate } from './passkeyCeremonies';

export { deletePasskey as remove, fetchPasskeys as list } from './passkeyApi';
export { register } from './passkeyCeremonies';

/** What a passkey sign-in needs of the session store. */
export interface PasskeySignInContext {
  /** Firebase, loaded if need be. */
  connection: { ready(): Promise<{ auth: Auth; sdk: Pick<typeof FirebasePart, 'signInWithToken'> }> };
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
    return await context.signedIn(await sdk.signInWithToken(auth, customToken, rememberMe), rememberMe);
  } catch (error) {
    const failure = passkeySignInFailure(error, conditional);
    if (failure) context.failed(failure);
    throw error;
  }
}
