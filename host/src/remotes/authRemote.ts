import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteLoader } from '@thryve/federation/react';
import { RemoteUnavailableError } from '@thryve/federation/runtime';

export type AuthProviderModule = typeof import('auth_remote/AuthProvider');
export type SignInModule = typeof import('auth_remote/SignIn');
export type SignUpModule = typeof import('auth_remote/SignUp');
export type UserProfileModule = typeof import('auth_remote/UserProfile');
export type MountModule = typeof import('auth_remote/mount');

/**
 * Through the federation runtime rather than a build-time `import('auth_remote/SignIn')`: the bundler's
 * remote loader remembers a failure (and a fallback) for the life of the page, whereas each `loadRemote`
 * call after a failure starts afresh, so 'Try again' recovers without a full reload. The host lists no fallback
 * plugin (module-federation.config.ts: `fallback: false`), so a load that fails, after the retry plugin's
 * attempts or by the contract check, has one path: `loadRemote` rejects, and this says which module.
 */
async function loadAuthRemote<M>(id: string): Promise<M> {
  try {
    const loaded = await loadRemote<M>(id);
    if (!loaded) throw new Error(`the runtime gave nothing for "${id}"`);
    return loaded;
  } catch (cause) {
    throw new RemoteUnavailableError(id, { cause });
  }
}

export const loadAuthProvider: RemoteLoader<AuthProviderModule> = () => loadAuthRemote('auth_remote/AuthProvider');
export const loadSignIn: RemoteLoader<SignInModule> = () => loadAuthRemote('auth_remote/SignIn');
export const loadSignUp: RemoteLoader<SignUpModule> = () => loadAuthRemote('auth_remote/SignUp');
export const loadUserProfile: RemoteLoader<UserProfileModule> = () => loadAuthRemote('auth_remote/UserProfile');
export const loadMount: RemoteLoader<MountModule> = () => loadAuthRemote('auth_remote/mount');
