import type { ReactNode } from 'react';

import type { ThryveConfigInput } from '../config/config';

/**
 * The contract of the federated modules `auth_remote/AuthProvider`, `auth_remote/SignIn`,
 * `auth_remote/SignUp` (each a default export). A consuming host imports these types from `@thryve/shared`.
 */
export interface AuthProviderProps {
  children?: ReactNode;
  /** Runtime configuration: Firebase options, API base URL, success path, brand name. */
  config?: ThryveConfigInput;
  /** The host router's navigate. Default: History API push/replace plus a `popstate` event. */
  navigate?: (path: string, options?: { replace?: boolean }) => void;
}

export interface SignInProps {
  /** Where to go after a successful sign-in (e.g. the page the guard came from). Default: config.successPath. */
  redirectTo?: string;
  /** Target of 'Create new account'. Default: `/signup`. */
  signUpPath?: string;
}

export interface SignUpProps {
  /** Where to go after a successful sign-up. Default: config.successPath. */
  redirectTo?: string;
  /** Target of 'Back'. Default: `/`. */
  backPath?: string;
}
