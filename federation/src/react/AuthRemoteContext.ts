import { createContext, useContext } from 'react';

type AuthRemoteStatus = 'loading' | 'ready' | 'unavailable';

export interface AuthRemoteState {
  /** Whether `auth_remote/AuthProvider` is loaded; 'unavailable' means `useAuth()` is a signed-out stand-in. */
  status: AuthRemoteStatus;
  /** Loads the provider again (a fresh attempt through the federation runtime). */
  retry(): void;
}

const READY: AuthRemoteState = { status: 'ready', retry: () => undefined };

/** Defaults to 'ready' so that screens rendered under a plain AuthContext (tests, other providers) work. */
export const AuthRemoteContext = createContext<AuthRemoteState>(READY);
AuthRemoteContext.displayName = 'ThryveAuthRemoteContext';

/** Whether the remote's AuthProvider is there: a page may say so, or offer `retry`, where it needs the user. */
export function useAuthRemote(): AuthRemoteState {
  return useContext(AuthRemoteContext);
}
