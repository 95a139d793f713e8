// Stands in for `@module-federation/enhanced/runtime` in the single-bundle build (rspack.single.config.ts):
// the host's `loadRemote('auth_remote/…')` gets the remote's source, bundled into the same build.
// Static imports on purpose: the reference is one bundle, with no federation runtime and no lazy loads.
import AuthProvider from '../../auth-remote/src/exposes/AuthProvider';
import SignIn from '../../auth-remote/src/exposes/SignIn';
import SignUp from '../../auth-remote/src/exposes/SignUp';

const modules: Record<string, unknown> = {
  'auth_remote/AuthProvider': { default: AuthProvider },
  'auth_remote/SignIn': { default: SignIn },
  'auth_remote/SignUp': { default: SignUp },
};

export function loadRemote<M>(id: string): Promise<M | null> {
  return Promise.resolve((modules[id] as M | undefined) ?? null);
}
