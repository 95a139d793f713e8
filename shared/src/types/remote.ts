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
  /**
   * Where to go after a successful sign-in (e.g. the page the guard came from). Checked by `safeRedirect`: anything
   * but a same-origin path goes to config.successPath, the default.
   */
  redirectTo?: string;
  /** Target of 'Create new account' (a same-origin path, see `safeRedirect`). Default: `/signup`. */
  signUpPath?: string;
}

export interface SignUpProps {
  /** Where to go after a successful sign-up; checked like SignInProps.redirectTo. Default: config.successPath. */
  redirectTo?: string;
  /** Target of 'Back' (a same-origin path, see `safeRedirect`). Default: `/`. */
  backPath?: string;
}
