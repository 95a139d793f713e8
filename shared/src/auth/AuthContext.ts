import { createContext, useContext } from 'react';

import type { ThryveConfig } from '../config/config';
import { AppError } from '../errors/AppError';
import type { RegisterPayload } from '../types/api';

/** The signed-in user as the screens see it. */
export interface AuthUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  idToken: string;
}

export interface AuthState {
  user: AuthUser | null;
  /** True until Firebase has said whether someone is signed in. */
  loading: boolean;
  token: string | null;
  /** The ID token's `role` claim, or null when absent. */
  role: string | null;
}

export interface AuthActions {
  signIn(email: string, password: string, rememberMe: boolean): Promise<void>;
  /** Validated payload: creates the Firebase account, registers it with the API; undoes the account on failure. */
  signUp(payload: RegisterPayload): Promise<void>;
  /** Must be called synchronously from a click handler (popup blockers). */
  signInWithGoogle(rememberMe: boolean): Promise<void>;
  signOut(): Promise<void>;
  resetPassword(email: string): Promise<void>;
}

export interface AuthContextValue extends AuthState, AuthActions {
  config: ThryveConfig;
  /** Client-side navigation supplied by the host (its router), with a History API default. */
  navigate(path: string, options?: { replace?: boolean }): void;
}

/** One context object for host and remote alike: `@thryve/shared` is a federation singleton. */
export const AuthContext = createContext<AuthContextValue | null>(null);
AuthContext.displayName = 'ThryveAuthContext';

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) {
    throw new AppError(
      'auth/provider-missing',
      'useAuth must be used inside <AuthProvider>: wrap the Thryve sign-in screens (and your app) in the AuthProvider exposed by auth_remote/AuthProvider.',
    );
  }
  return value;
}
