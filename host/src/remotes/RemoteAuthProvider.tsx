import { RemoteUnavailableError } from '@thryve/federation/runtime';
import { AuthContext, resolveConfig, type AuthContextValue, type AuthProviderProps } from '@thryve/shared';
import { createElement, useMemo, type ReactNode } from 'react';

import { loadAuthProvider, type AuthProviderModule, type RemoteLoader } from './authRemote';
import { AuthRemoteContext, type AuthRemoteState } from './AuthRemoteContext';
import { RemoteBoundary } from './RemoteBoundary';
import { useRemoteModule } from './useRemoteModule';

type Navigate = NonNullable<AuthProviderProps['navigate']>;

interface Props extends AuthProviderProps {
  navigate: Navigate;
  /** Injectable for tests and other hosts; defaults to `auth_remote/AuthProvider` through the runtime. */
  load?: RemoteLoader<AuthProviderModule>;
}

function standInAuth(loading: boolean, navigate: Navigate): AuthContextValue {
  const unavailable = () => Promise.reject(new RemoteUnavailableError('auth_remote/AuthProvider'));
  return {
    user: null,
    loading,
    token: null,
    role: null,
    config: resolveConfig(),
    navigate,
    signIn: unavailable,
    signUp: unavailable,
    signInWithGoogle: unavailable,
    signOut: unavailable,
    resetPassword: unavailable,
    updateProfile: unavailable,
    changePassword: unavailable,
    sendVerificationEmail: unavailable,
    refreshUser: unavailable,
    signOutEverywhere: unavailable,
    deleteAccount: unavailable,
  };
}

function StandInProvider(props: { remote: AuthRemoteState; navigate: Navigate; children?: ReactNode }) {
  const { remote, navigate, children } = props;
  const auth = useMemo(() => standInAuth(remote.status === 'loading', navigate), [remote.status, navigate]);
  return (
    <AuthRemoteContext.Provider value={remote}>
      <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
    </AuthRemoteContext.Provider>
  );
}

/**
 * The AuthProvider comes from the remote, yet the host must render when the remote is down. Until the
 * provider is loaded, the routes run under a stand-in AuthContext that says 'loading' (so guards show
 * 'Loading…', never a flash of sign-in); if it cannot be loaded (or crashes), the stand-in says 'signed out'
 * and AuthRemoteContext says 'unavailable', so guarded screens show the unavailable screen with Try again.
 */
export function RemoteAuthProvider({ navigate, config, children, load = loadAuthProvider }: Props) {
  const remote = useRemoteModule(load);
  const { retry } = remote;
  const loadingState = useMemo<AuthRemoteState>(() => ({ status: 'loading', retry }), [retry]);
  const readyState = useMemo<AuthRemoteState>(() => ({ status: 'ready', retry }), [retry]);
  const unavailableState = useMemo<AuthRemoteState>(() => ({ status: 'unavailable', retry }), [retry]);

  if (remote.status !== 'ready') {
    const state = remote.status === 'loading' ? loadingState : unavailableState;
    return (
      <StandInProvider remote={state} navigate={navigate}>
        {children}
      </StandInProvider>
    );
  }

  return (
    <RemoteBoundary
      fallback={(reset) => (
        <StandInProvider
          remote={{
            status: 'unavailable',
            retry: () => {
              reset();
              retry();
            },
          }}
          navigate={navigate}
        >
          {children}
        </StandInProvider>
      )}
    >
      <AuthRemoteContext.Provider value={readyState}>
        {createElement(remote.module.default, { config, navigate }, children)}
      </AuthRemoteContext.Provider>
    </RemoteBoundary>
  );
}
