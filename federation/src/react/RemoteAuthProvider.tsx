import { AuthContext, resolveConfig, type AuthContextValue, type AuthProviderProps } from '@thryve/shared';
import { createElement, useMemo, type ComponentType, type ReactNode } from 'react';

import { RemoteUnavailableError } from '../runtime/remoteFallback';
import { AuthRemoteContext, type AuthRemoteState } from './AuthRemoteContext';
import { RemoteBoundary } from './RemoteBoundary';
import { useRemoteModule, type RemoteLoader } from './useRemoteModule';

type Navigate = NonNullable<AuthProviderProps['navigate']>;

export interface RemoteAuthProviderProps extends AuthProviderProps {
  /** Loads `auth_remote/AuthProvider`, e.g. `() => loadRemote('auth_remote/AuthProvider')` (see RemoteLoader). */
  load: RemoteLoader<{ default: ComponentType<AuthProviderProps> }>;
  /** Your router's navigate: the screens' links and redirects, while the remote is up or down. */
  navigate: Navigate;
}

function standInAuth(loading: boolean, navigate: Navigate, config: AuthProviderProps['config']): AuthContextValue {
  const unavailable = () => Promise.reject(new RemoteUnavailableError('auth_remote/AuthProvider'));
  return {
    user: null,
    loading,
    token: null,
    role: null,
    config: resolveConfig(config),
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

interface StandInProps {
  remote: AuthRemoteState;
  navigate: Navigate;
  config: AuthProviderProps['config'];
  children?: ReactNode;
}

function StandInProvider({ remote, navigate, config, children }: StandInProps) {
  const loading = remote.status === 'loading';
  const auth = useMemo(() => standInAuth(loading, navigate, config), [loading, navigate, config]);
  return (
    <AuthRemoteContext.Provider value={remote}>
      <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
    </AuthRemoteContext.Provider>
  );
}

/**
 * The remote's AuthProvider, without making the page depend on it: until it is loaded, your pages render under a
 * stand-in `useAuth()` that says 'loading' (guards show loading, never a flash of sign-in); if it cannot be loaded
 * (or crashes), the stand-in says 'signed out' and `useAuthRemote()` says 'unavailable', so that the remote's
 * screens (RemoteScreen) show the unavailable screen with Try again, and every other page keeps working.
 */
export function RemoteAuthProvider({ load, navigate, config, children, ...events }: RemoteAuthProviderProps) {
  const remote = useRemoteModule(load);
  const { retry } = remote;
  const loadingState = useMemo<AuthRemoteState>(() => ({ status: 'loading', retry }), [retry]);
  const readyState = useMemo<AuthRemoteState>(() => ({ status: 'ready', retry }), [retry]);
  const unavailableState = useMemo<AuthRemoteState>(() => ({ status: 'unavailable', retry }), [retry]);

  if (remote.status !== 'ready') {
    const state = remote.status === 'loading' ? loadingState : unavailableState;
    return (
      <StandInProvider remote={state} navigate={navigate} config={config}>
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
          config={config}
        >
          {children}
        </StandInProvider>
      )}
    >
      <AuthRemoteContext.Provider value={readyState}>
        {createElement(remote.module.default, { ...events, config, navigate }, children)}
      </AuthRemoteContext.Provider>
    </RemoteBoundary>
  );
}
