import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRemoteFallbackModule, RemoteUnavailableError } from '@thryve/federation/runtime';

export type AuthProviderModule = typeof import('auth_remote/AuthProvider');
export type SignInModule = typeof import('auth_remote/SignIn');
export type SignUpModule = typeof import('auth_remote/SignUp');

/** Loads one federated module; rejects with a RemoteUnavailableError when the remote cannot give it. */
export type RemoteLoader<M> = () => Promise<M>;

/**
 * Through the federation runtime rather than a build-time `import('auth_remote/SignIn')`: the bundler's
 * remote loader remembers a failure (and a fallback) for the life of the page, whereas each `loadRemote`
 * call after a failure starts afresh, so 'Try again' recovers without a full reload.
 */
async function loadAuthRemote<M>(id: string): Promise<M> {
  let loaded: unknown;
  try {
    loaded = await loadRemote<M>(id);
  } catch (cause) {
    throw new RemoteUnavailableError(id, { cause });
  }
  if (!loaded || isRemoteFallbackModule(loaded)) throw new RemoteUnavailableError(id);
  return loaded as M;
}

export const loadAuthProvider: RemoteLoader<AuthProviderModule> = () => loadAuthRemote('auth_remote/AuthProvider');
export const loadSignIn: RemoteLoader<SignInModule> = () => loadAuthRemote('auth_remote/SignIn');
export const loadSignUp: RemoteLoader<SignUpModule> = () => loadAuthRemote('auth_remote/SignUp');
