// Types of the federated modules exposed by the auth remote (`auth_remote`), for the host's compiler.
//
// Why these declarations instead of Module Federation's generated types (`dts: true`): the contract already
// lives in `@thryve/shared` (types/remote.ts), a package every consumer depends on anyway, so the types reach
// a host without reading the remote's source and without downloading `@mf-types.zip` from a running remote.
// MF dts generation costs ~7 s and ~0.7 GB per dev start and needs the remote up to type-check the host.
// The cost of our choice: the remote must keep implementing the shared interfaces, which its own
// type-check enforces (`satisfies ComponentType<SignInProps>` in its exposes).
declare module 'auth_remote/AuthProvider' {
  import type { AuthProviderProps } from '@thryve/shared';
  import type { ComponentType } from 'react';

  const AuthProvider: ComponentType<AuthProviderProps>;
  export default AuthProvider;
}

declare module 'auth_remote/SignIn' {
  import type { SignInProps } from '@thryve/shared';
  import type { ComponentType } from 'react';

  const SignIn: ComponentType<SignInProps>;
  export default SignIn;
}

declare module 'auth_remote/SignUp' {
  import type { SignUpProps } from '@thryve/shared';
  import type { ComponentType } from 'react';

  const SignUp: ComponentType<SignUpProps>;
  export default SignUp;
}

declare module 'auth_remote/UserProfile' {
  import type { UserProfileProps } from '@thryve/shared';
  import type { ComponentType } from 'react';

  const UserProfile: ComponentType<UserProfileProps>;
  export default UserProfile;
}

// The framework-agnostic modules (named exports): `mount` renders a screen with the remote's own React, `session`
// is the session store's API. Typed by the same contract (MountModule, SessionModule in @thryve/shared).
declare module 'auth_remote/mount' {
  import type { MountModule } from '@thryve/shared';

  export const mount: MountModule['mount'];
}

declare module 'auth_remote/session' {
  import type { SessionModule } from '@thryve/shared';

  export const configure: SessionModule['configure'];
  export const getSession: SessionModule['getSession'];
  export const subscribe: SessionModule['subscribe'];
  export const addEventListeners: SessionModule['addEventListeners'];
  export const signOut: SessionModule['signOut'];
  export const getIdToken: SessionModule['getIdToken'];
  export const sendVerificationEmail: SessionModule['sendVerificationEmail'];
  export const refreshUser: SessionModule['refreshUser'];
}
