import { lazyModule, type LazyModule } from '../session/lazyModule';
import type { Passkey } from '../types/api';
import type { signInWithPasskey } from './passkeySignIn';

/** The passkey code, once loaded: signing in with a passkey, and adding, listing and removing the user's. */
export interface PasskeyCode {
  signIn: typeof signInWithPasskey;
  /** Adds a passkey for the signed-in user. */
  register(name?: string): Promise<Passkey>;
  list(): Promise<Passkey[]>;
  /** Resolves once the passkey is gone (one gone already included). */
  remove(id: string): Promise<void>;
}

/** How the session gets the passkey code; injectable so that unit tests can hand it stand-in ceremonies. */
export type PasskeyLoader = LazyModule<PasskeyCode>;

/** The page's loader: the bundler's chunk of passkeyCode.ts, fetched when a passkey is first used. */
export const pagePasskeys: PasskeyLoader = lazyModule(
  () => import(/* webpackChunkName: "thryve-passkeys" */ './passkeyCode'),
  (chunk) => chunk.passkeyCode,
  'the passkey code',
);
