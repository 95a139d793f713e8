import type { ReactNode } from 'react';

import type { ThryveConfigInput } from '../config/config';
import type { MessageId } from '../i18n/messages.en';
import type { AuthEvents, SessionListener, SessionSnapshot } from '../session/types';

export type { AuthEvents, SessionListener, SessionSnapshot, SessionStatus, SessionUser } from '../session/types';
export type { AuthErrorCode, AuthErrorEvent } from '../errors/authErrors';
export type { MessageId } from '../i18n/messages.en';

/**
 * Overrides of any text the screens show or announce, by message id (partial: the rest stay English). A screen's
 * own overrides win over its AuthProvider's.
 */
export type LocalizationOption = Partial<Record<MessageId, string>>;

/** The host router's navigate. Default: History API push/replace plus a `popstate` event. */
export type NavigateFunction = (path: string, options?: { replace?: boolean }) => void;

/**
 * The contract of the federated modules `auth_remote/AuthProvider`, `auth_remote/SignIn`,
 * `auth_remote/SignUp` (each a default export). A consuming host imports these types from `@thryve/shared`.
 * The provider's events are the session's: every sign-in, sign-up, sign-out and failure of an action on the page,
 * whichever screen (or the session API) took it, each once.
 */
export interface AuthProviderProps extends AuthEvents {
  children?: ReactNode;
  /** Runtime configuration: Firebase options, API base URL, success path, brand name. */
  config?: ThryveConfigInput;
  /** The host router's navigate. Default: History API push/replace plus a `popstate` event. */
  navigate?: NavigateFunction;
  /** Overrides of any message of the screens (see LocalizationOption). */
  localization?: LocalizationOption;
}

/** SignIn's events are its own: a sign-in (email or Google) or a failure on this screen, each once. */
export interface SignInProps extends Pick<AuthEvents, 'onSignIn' | 'onError'> {
  /**
   * Where to go after a successful sign-in (e.g. the page the guard came from). Checked by `safeRedirect`: anything
   * but a same-origin path goes to config.successPath, the default.
   */
  redirectTo?: string;
  /** Target of 'Create new account' (a same-origin path, see `safeRedirect`). Default: `/signup`. */
  signUpPath?: string;
  /** Overrides of any message of the screens (see LocalizationOption). */
  localization?: LocalizationOption;
}

/** SignUp's events are its own: one onSignUp per account created (a double click creates one), or onError. */
export interface SignUpProps extends Pick<AuthEvents, 'onSignUp' | 'onError'> {
  /** Where to go after a successful sign-up; checked like SignInProps.redirectTo. Default: config.successPath. */
  redirectTo?: string;
  /** Target of 'Back' (a same-origin path, see `safeRedirect`). Default: `/`. */
  backPath?: string;
  /** Overrides of any message of the screens (see LocalizationOption). */
  localization?: LocalizationOption;
}

/** Which screen `mount` shows. */
export type MountScreen = 'signIn' | 'signUp';

/**
 * Options of `mount` (module `auth_remote/mount`): the screen, the provider's props and the screen's props.
 * `onSignIn`, `onSignUp`, `onError` report what happens on this mounted screen; `onSignOut` any sign-out on the page.
 */
export interface MountOptions extends AuthEvents {
  screen: MountScreen;
  /** As AuthProviderProps.config. Omit it to use the session already configured on the page (or the page config). */
  config?: ThryveConfigInput;
  /** As AuthProviderProps.navigate: called after success and for the screen's links. */
  navigate?: NavigateFunction;
  /** As SignInProps.redirectTo / SignUpProps.redirectTo. */
  redirectTo?: string;
  /** signIn screen: target of 'Create new account'. */
  signUpPath?: string;
  /** signUp screen: target of 'Back'. */
  backPath?: string;
  /** Overrides of any message of the screens (see LocalizationOption). */
  localization?: LocalizationOption;
}

/** The module `auth_remote/mount`. */
export interface MountModule {
  /**
   * Renders the screen into `element` with the remote's own React. Calling it again on the same element updates
   * the screen; the returned function unmounts it (a second call does nothing).
   */
  mount(element: HTMLElement, options: MountOptions): () => void;
}

/** The module `auth_remote/session`: the framework-agnostic session API. */
export interface SessionModule {
  configure(config?: ThryveConfigInput): void;
  getSession(): SessionSnapshot;
  subscribe(listener: SessionListener): () => void;
  addEventListeners(events: AuthEvents): () => void;
  signOut(): Promise<void>;
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
}
