import { loadRemote } from '@module-federation/enhanced/runtime';
import type { AuthProviderProps, SignInProps, SignUpProps } from '@thryve/shared';
import type { ComponentType } from 'react';

/**
 * The auth remote's three modules, typed from `@thryve/shared` (the published contract): no MF type
 * download and no `declare module 'auth_remote/…'` needed. Loaded through the federation runtime so that a
 * failed load can be tried again without a reload.
 */
export interface AuthRemote {
  loadAuthProvider(): Promise<ComponentType<AuthProviderProps>>;
  loadSignIn(): Promise<ComponentType<SignInProps>>;
  loadSignUp(): Promise<ComponentType<SignUpProps>>;
}

async function load<P>(id: string): Promise<ComponentType<P>> {
  const module = await loadRemote<{ default: ComponentType<P> }>(id);
  if (!module?.default) throw new Error(`${id} could not be loaded`);
  return module.default;
}

export const authRemote: AuthRemote = {
  loadAuthProvider: () => load<AuthProviderProps>('auth_remote/AuthProvider'),
  loadSignIn: () => load<SignInProps>('auth_remote/SignIn'),
  loadSignUp: () => load<SignUpProps>('auth_remote/SignUp'),
};
