// The chunk of passkeys: @simplewebauthn/browser and the passkey endpoints. The store imports it with import()
// (passkeyLoader.ts) when a passkey is first used, so no first screen carries it.
import { deletePasskey, fetchPasskeys } from './passkeyApi';
import { register } from './passkeyCeremonies';
import type { PasskeyCode } from './passkeyLoader';
import { signInWithPasskey } from './passkeySignIn';

export const passkeyCode: PasskeyCode = {
  signIn: signInWithPasskey,
  register,
  list: fetchPasskeys,
  remove: deletePasskey,
};
