import type { MessageId, AuthEvents, SessionListener, SessionSnapshot } from '@thryve/contract';
import type { ReactNode } from 'react';

import type { ThryveConfigInput } from '../config/config';

/**
 * Overrides of any text the screens show or announce, by message id (partial: the rest stay English). A screen's
 * own overrides win over its AuthProvider's.
 */
export type LocalizationOption = Partial<Record<MessageId, string>>;

/** `light` (the default), `dark`, or `system` (follows the user's `prefers-color-scheme`). */
export type ColorScheme = 'light' | 'dark' | 'system';

/**
 * The theme's variables, each any CSS value as a string (e.g. `'#3b4cca'`, `'4px'`, `'"Inter", sans-serif'`).
 * Each sets one documented CSS custom property on the screen's root (docs/theming.md); a value containing `;`,
 * `{` or `}` is ignored.
 */
export interface AppearanceVariables {
  /** Primary buttons, links, the checkbox. `--thryve-color-primary`. */
  colorPrimary?: string;
  /** Text; muted text and borders are mixed from it. `--thryve-color-text`. */
  colorText?: string;
  /** The card and the inputs. `--thryve-color-background`. */
  colorBackground?: string;
  /** Error messages and invalid fields. `--thryve-color-danger`. */
  colorDanger?: string;
  /** Inputs and buttons (the card takes 1.5 times it). `--thryve-border-radius`. */
  borderRadius?: string;
  /** `--thryve-font-family`. */
  fontFamily?: string;
  /** The base size; headings and messages scale from it. `--thryve-font-size`. */
  fontSize?: string;
}

/** How the screens look (`appearance` of AuthProvider, SignIn, SignUp and mount; see docs/theming.md). */
export interface Appearance {
  colorScheme?: ColorScheme;
  variables?: AppearanceVariables;
}

/** The host router's navigate. Default: History API push/replace plus a `popstate` event. */
export type NavigateFunction = (path: string, options?: { replace?: boolean }) => void;

/**
 * The options of language and look, accepted the same way by AuthProvider, SignIn, SignUp and `mount`; a screen's
 * own win over its provider's.
 */
export interface ScreenOptions {
  /** Overrides of any message of the screens (see LocalizationOption). */
  localization?: LocalizationOption;
  /**
   * The screens' language, a BCP 47 tag: `'en'` (the default) or `'es'`; a region is ignored (`'es-MX'` -> `'es'`)
   * and any other language shows English. Changing it switches at once, keeping input.
   */
  locale?: string;
  /** The screens' theme (see Appearance). */
  appearance?: Appearance;
}

/**
 * How a screen behaves as a guest on the host's page (contract 2.2), accepted the same way by SignIn, SignUp,
 * UserProfile and `mount`. With or without options, a screen is the page's `main` landmark only where the page has
 * none: when the page has a `main` element or `role="main"` elsewhere, or holds the screen inside another landmark,
 * the screen's root is a plain `div`. Decided before the screen is first painted and again at each of its renders.
 */
export interface ScreenPageOptions {
  /**
   * Whether the screen sets `document.title` (e.g. "Sign in · Thryve Health", in the screen's language) while it is
   * shown, giving the page's title back when it goes. Default `false`: the page's title is the host's.
   */
  documentTitle?: boolean;
}

/**
 * The contract of the federated modules `auth_remote/AuthProvider`, `auth_remote/SignIn`,
 * `auth_remote/SignUp`, `auth_remote/UserProfile` (each a default export). A consuming host imports these types from `@thryve/shared`.
 * The provider's events are the session's: every sign-in, sign-up, sign-out and failure of an action on the page,
 * whichever screen (or the session API) took it, each once.
 */
export interface AuthProviderProps extends AuthEvents, ScreenOptions {
  children?: ReactNode;
  /** Runtime configuration: Firebase options, API base URL, success path, brand name. */
  config?: ThryveConfigInput;
  /** The host router's navigate. Default: History API push/replace plus a `popstate` event. */
  navigate?: NavigateFunction;
}

/** SignIn's events are its own: a sign-in (email or Google) or a failure on this screen, each once. */
export interface SignInProps extends Pick<AuthEvents, 'onSignIn' | 'onError'>, ScreenOptions, ScreenPageOptions {
  /**
   * Where to go after a successful sign-in (e.g. the page the guard came from). Checked by `safeRedirect`: anything
   * but a same-origin path goes to config.successPath, the default.
   */
  redirectTo?: string;
  /** Target of 'Create new account' (a same-origin path, see `safeRedirect`). Default: `/signup`. */
  signUpPath?: string;
}

/** SignUp's events are its own: one onSignUp per account created (a double click creates one), or onError. */
export interface SignUpProps extends Pick<AuthEvents, 'onSignUp' | 'onError'>, ScreenOptions, ScreenPageOptions {
  /** Where to go after a successful sign-up; checked like SignInProps.redirectTo. Default: config.successPath. */
  redirectTo?: string;
  /** Target of 'Back' (a same-origin path, see `safeRedirect`). Default: `/`. */
  backPath?: string;
}

/**
 * `auth_remote/UserProfile`, the account screen of the signed-in user: the profile, the password, the email's
 * verification, sign-out everywhere, the data download and the account's deletion. Its events are its own.
 */
export interface UserProfileProps
  extends
    Pick<AuthEvents, 'onProfileUpdate' | 'onAccountDelete' | 'onSignOut' | 'onError'>,
    ScreenOptions,
    ScreenPageOptions {
  /** Where to go once the account is deleted or every session ended (a same-origin path). Default: `/signin`. */
  signInPath?: string;
}

/** Which screen `mount` shows. */
export type MountScreen = 'signIn' | 'signUp' | 'userProfile';

/**
 * Options of `mount` (module `auth_remote/mount`): the screen, the provider's props and the screen's props.
 * `onSignIn`, `onSignUp`, `onError` report what happens on this mounted screen; `onSignOut` any sign-out on the page.
 * `documentTitle` and the `main` landmark as ScreenPageOptions say.
 */
export interface MountOptions extends AuthEvents, ScreenOptions, ScreenPageOptions {
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
  /** userProfile screen: where to go after deletion or sign-out everywhere. */
  signInPath?: string;
}

/** The module `auth_remote/mount`. */
export interface MountModule {
  /**
   * Renders the screen into `element` with the remote's own React. Calling it again on the same element updates
   * the screen; the returned function unmounts it (a second call does nothing). Once no mounted screen is left on
   * the page, the remote's style sheets leave `<head>` too; the next `mount` puts them back before it renders
   * (contract 2.2).
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
  /** Sends the signed-in user Firebase's verification email (contract 2.1). */
  sendVerificationEmail(): Promise<void>;
  /** Reloads the user from Firebase, so `emailVerified` shows a followed link (contract 2.1). */
  refreshUser(): Promise<void>;
}
