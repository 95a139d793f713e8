import { AppError, type AuthActions, type AuthState } from '@thryve/contract';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';

import type { ThryveConfig } from '../config/config';

export interface AuthContextValue extends AuthState, AuthActions {
  config: ThryveConfig;
  /** Client-side navigation supplied by the host (its router), with a History API default. */
  navigate(path: string, options?: { replace?: boolean }): void;
}

/** Where a provider's auth state lives: the session store (`@thryve/shared` session), read with useSyncExternalStore. */
export interface AuthStateSource {
  getState(): AuthState;
  subscribeState(onChange: () => void): () => void;
}

/**
 * What a provider puts in the context: config, navigate and the actions, and the state either as a live `store`
 * (the AuthProvider: the page's one session store) or as plain fields (stand-ins and tests).
 */
export type AuthBinding = Omit<AuthContextValue, keyof AuthState> & Partial<AuthState> & { store?: AuthStateSource };

/** One context object for host and remote alike: `@thryve/shared` is a federation singleton. */
export const AuthContext = createContext<AuthBinding | null>(null);
AuthContext.displayName = 'ThryveAuthContext';

const NO_STORE: AuthStateSource = {
  getState: () => STATIC_STATE,
  subscribeState: () => () => undefined,
};
const STATIC_STATE: AuthState = { user: null, loading: false, token: null, role: null };

export function useAuth(): AuthContextValue {
  const binding = useContext(AuthContext);
  const source = binding?.store ?? NO_STORE;
  // The same store `auth_remote/session` reads: the React view and the framework-agnostic view always agree.
  const state = useSyncExternalStore(source.subscribeState, source.getState, source.getState);
  const value = useMemo(() => {
    if (!binding) return null;
    if (!binding.store) return { ...STATIC_STATE, ...binding };
    return { ...binding, ...state };
  }, [binding, state]);
  if (!value) {
    throw new AppError(
      'auth/provider-missing',
      'useAuth must be used inside <AuthProvider>: wrap the Thryve sign-in screens (and your app) in the AuthProvider exposed by auth_remote/AuthProvider.',
    );
  }
  return value;
}
