// `auth_remote/mount`: the screens for hosts in any framework (or none). Rendered with the remote's own React
// (react-dom/client from the share scope, or the remote's own copy when the host shares none).
import {
  AppError,
  preloadLocale,
  startSession,
  type MountModule,
  type MountOptions,
  type MountScreen,
  type SignInProps,
  type SignUpProps,
  type UserProfileProps,
} from '@thryve/shared';
import {
  isPrerenderedScreen,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_SCREENS,
  type PrerenderedScreenName,
} from '@thryve/shared/first-screen';
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

import {
  PrefillContext,
  readPrefill,
  SubmittedEarlyContext,
  submittedEarlyIn,
  type Prefill,
} from '../components/hydration';
import { AuthProvider } from '../provider/AuthProvider';
import { parkRemoteStyles, restoreRemoteStyles } from './remoteStyles';

interface ScreenComponents {
  signIn: ComponentType<SignInProps>;
  signUp: ComponentType<SignUpProps>;
  userProfile: ComponentType<UserProfileProps>;
}

/**
 * Each screen's code, loaded when a screen of its kind is first mounted: a page that shows sign-in downloads neither
 * sign-up nor the account screen. Each imports the screen's expose module into the chunk the federation plugin
 * names for that expose (`__federation_expose_<name>`), so that it is the very chunk, style sheet included, a
 * host's `auth_remote/SignIn` (`SignUp`, `UserProfile`) loads: a page that loads both fetches it once (the
 * federation browser test checks each file of the sign-in page is fetched once).
 */
const SCREEN_CODE: { [S in MountScreen]: () => Promise<{ default: ScreenComponents[S] }> } = {
  signIn: () => import(/* webpackChunkName: "__federation_expose_SignIn" */ '../exposes/SignIn'),
  signUp: () => import(/* webpackChunkName: "__federation_expose_SignUp" */ '../exposes/SignUp'),
  userProfile: () => import(/* webpackChunkName: "__federation_expose_UserProfile" */ '../exposes/UserProfile'),
};

/** The screens whose code is here: a screen is rendered only once it is. */
const loadedScreens: Partial<ScreenComponents> = {};
const loadingScreens = new Map<MountScreen, Promise<void>>();

/** Loads a screen's code, once; a load that failed (the network) is tried again at the next call. */
export function loadScreen(screen: MountScreen): Promise<void> {
  let loading = loadingScreens.get(screen);
  if (!loading) {
    loading = SCREEN_CODE[screen]().then((module) => {
      (loadedScreens as Record<MountScreen, unknown>)[screen] = module.default;
    });
    loading.catch(() => loadingScreens.delete(screen));
    loadingScreens.set(screen, loading);
  }
  return loading;
}

/** The options that change a screen's markup: its texts and `lang`, its theme, its links. */
const MARKUP_OPTIONS = ['locale', 'localization', 'appearance', 'signUpPath', 'backPath', 'signInPath'] as const;
type MarkupOptions = Pick<MountOptions, (typeof MARKUP_OPTIONS)[number]>;

/**
 * `options` with what shows in the markup as the prerendered screen has it (in `locale`, its language): a hydration
 * of its HTML that matches it, whatever language, theme or links the page asks for (those show once hydrated, as a
 * change of options).
 */
function asPrerendered(options: MountOptions, screen: PrerenderedScreenName, locale: string | undefined): MountOptions {
  const prerendered: MarkupOptions = { ...PRERENDERED_SCREENS[screen].options, locale };
  const markup = Object.fromEntries(MARKUP_OPTIONS.map((key) => [key, prerendered[key]])) as MarkupOptions;
  return { ...options, ...markup };
}

/**
 * The language a prerendered screen's HTML is in: the `lang` of its root (the build prerenders each shipped language,
 * src/prerender/), none in the default language.
 */
const markupLocale = (element: Element) => element.querySelector('.thryve-auth')?.getAttribute('lang') ?? undefined;

/** Whether `options` show in the markup exactly as `shown` do. */
const sameMarkup = (options: MountOptions, shown: MountOptions) =>
  MARKUP_OPTIONS.every((key) => options[key] === shown[key]);

const roots = new WeakMap<Element, Root>();
/** The elements with a mounted screen now: when the last goes, so do the remote's style sheets. */
const mounted = new Set<Element>();
/** The options of each element's latest mount: what a render that waited for the style sheets shows. */
const latest = new WeakMap<Element, MountOptions>();

/**
 * The screen under its provider. The screen's own events (onSignIn, onSignUp, onProfileUpdate, onAccountDelete,
 * onError) go to the screen, so they report what happened on this mounted screen; onSignOut is the session's (any
 * sign-out on the page, the account screen's 'Sign out of all devices' included). Each fires once.
 */
function MountedScreen({ options }: { options: MountOptions }) {
  const {
    screen,
    config,
    navigate,
    localization,
    locale,
    appearance,
    documentTitle,
    redirectTo,
    signUpPath,
    backPath,
    signInPath,
    onSignIn,
    onSignUp,
    onSignOut,
    onError,
    onProfileUpdate,
    onAccountDelete,
  } = options;
  // Loaded before the screen is rendered (mount waits for its code; the prerender loads it first).
  const { signIn: SignIn, signUp: SignUp, userProfile: UserProfile } = loadedScreens;
  return (
    <AuthProvider
      config={config}
      navigate={navigate}
      localization={localization}
      locale={locale}
      appearance={appearance}
      onSignOut={onSignOut}
    >
      {screen === 'signIn' && SignIn && (
        <SignIn
          redirectTo={redirectTo}
          signUpPath={signUpPath}
          documentTitle={documentTitle}
          onSignIn={onSignIn}
          onError={onError}
        />
      )}
      {screen === 'signUp' && SignUp && (
        <SignUp
          redirectTo={redirectTo}
          backPath={backPath}
          documentTitle={documentTitle}
          onSignUp={onSignUp}
          onError={onError}
        />
      )}
      {screen === 'userProfile' && UserProfile && (
        <UserProfile
          signInPath={signInPath}
          documentTitle={documentTitle}
          onProfileUpdate={onProfileUpdate}
          onAccountDelete={onAccountDelete}
          onError={onError}
        />
      )}
    </AuthProvider>
  );
}

/**
 * What `mount` renders into an element, and what the remote's build prerenders (src/prerender/): one tree, so that
 * hydration meets the markup it expects.
 */
export function ScreenTree({
  options,
  prefill = {},
  submittedEarly = notSubmitted,
  onHydrated,
}: {
  options: MountOptions;
  /** What the visitor typed into the prerendered form (a hydration). */
  prefill?: Prefill;
  /** Whether the visitor asked to submit the prerendered form (a hydration): taken once. */
  submittedEarly?: () => boolean;
  /** Called once the tree is in the page (a hydration: once the HTML is React's). */
  onHydrated?: () => void;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <PrefillContext.Provider value={prefill}>
      <SubmittedEarlyContext.Provider value={submittedEarly}>
        <MountedScreen options={options} />
      </SubmittedEarlyContext.Provider>
    </PrefillContext.Provider>
  );
}

const notSubmitted = () => false;

const SCREENS: readonly MountScreen[] = ['signIn', 'signUp', 'userProfile'];

function check(element: unknown, options: unknown): asserts options is MountOptions {
  // nodeType rather than instanceof: the element may come from another realm (an iframe's document).
  if (typeof element !== 'object' || element === null || (element as Node).nodeType !== 1) {
    throw new AppError('config/invalid', 'Thryve mount: the first argument must be a DOM element');
  }
  const screen = (options as Partial<MountOptions> | null)?.screen;
  if (!SCREENS.includes(screen as MountScreen)) {
    throw new AppError('config/invalid', `Thryve mount: options.screen must be 'signIn', 'signUp' or 'userProfile'`);
  }
}

/**
 * Renders the sign-in, sign-up or account screen into `element`. Calling it again on the same element updates the screen
 * (other screen, props or callbacks) in place. Returns `unmount`, which empties the element; a second call does
 * nothing. A config naming another project or API than the page's running session throws
 * `session/config-conflict` here, synchronously. What the screens add to `<head>` leaves it with the last of them
 * (./remoteStyles.ts), unless a screen of the remote is still on the page some other way (a host's component).
 */
// Typed by the published contract (MountModule in @thryve/shared): the remote cannot drift from it.
export const mount: MountModule['mount'] = (element, options) => {
  check(element, options);
  startSession(options.config);
  let root = roots.get(element);
  mounted.add(element);
  latest.set(element, options);
  if (!root && isPrerenderedScreen(options.screen) && element.getAttribute(PRERENDERED_ATTRIBUTE) === options.screen) {
    const prerendered = new PrerenderedRoot(element, options.screen);
    roots.set(element, prerendered);
    return unmountFrom(element, prerendered);
  }
  if (root instanceof PrerenderedRoot && root.waiting && root.screen !== options.screen) {
    // Another screen, asked before the prerendered one could be hydrated: that one is given up, and its HTML.
    root.unmount(); // empties the element: nothing was hydrated
    root = undefined;
  }
  if (!root) {
    root = createRoot(element);
    roots.set(element, root);
  }
  const current = root;
  // Styled from the first paint: the sheets a previous screen took away come back, and are loaded, before this one
  // renders (React renders later anyway: nothing of the screen is in the element when mount returns).
  const styles = restoreRemoteStyles(element.ownerDocument);
  const code = loadedScreens[options.screen] ? undefined : loadScreen(options.screen);
  const render = () => {
    const shown = latest.get(element);
    if (roots.get(element) === current && shown && loadedScreens[shown.screen]) {
      current.render(<ScreenTree options={shown} />);
    }
  };
  if (styles || code) void Promise.all([styles, code]).then(render, (error: unknown) => reportError(error));
  else render();
  return unmountFrom(element, current);
};

/**
 * The root of an element that holds a prerendered screen: hydrates it in place once the screen's code and the texts
 * of its language are here, over what the visitor typed (read then). The hydration renders the markup options as the
 * HTML has them (its language, the default theme and links), so that it matches and keeps every element. The
 * options of the latest `mount` that show otherwise follow as a change once hydrated, keeping what is typed, the
 * focus and the caret (a language shows once its texts are in). The hydration and that change are transitions,
 * which React renders in slices of a few milliseconds (no long task; the form is already shown). A submission the
 * visitor asked for meanwhile (marked on the element by the page) is made once the screen runs. Until hydrated, a
 * render changes nothing: the latest options show then. HTML in a language whose texts cannot load (offline) does
 * not match: React renders the screen afresh, and what was typed stays, as the fields' first values.
 */
class PrerenderedRoot implements Root {
  private root: Root | null = null;
  private hydrated = false;
  private unmounted = false;

  private readonly locale: string | undefined;

  constructor(
    private readonly element: Element,
    readonly screen: PrerenderedScreenName,
  ) {
    this.locale = markupLocale(element);
    Promise.all([loadScreen(screen), preloadLocale(this.locale)]).then(
      () => this.hydrate(),
      (error: unknown) => reportError(error),
    );
  }

  /** Not hydrated yet, nor given up. */
  get waiting(): boolean {
    return this.root === null && !this.unmounted;
  }

  private hydrate() {
    const options = latest.get(this.element);
    if (this.unmounted || !options) return;
    const shown = asPrerendered(options, this.screen, this.locale);
    const tree = (
      <ScreenTree
        options={shown}
        prefill={readPrefill(this.element)}
        submittedEarly={submittedEarlyIn(this.element)}
        onHydrated={() => this.showLatest(options, shown)}
      />
    );
    // startTransition calls its function at once.
    startTransition(() => {
      this.root = hydrateRoot(this.element, tree, { onRecoverableError: (error) => reportError(error) });
    });
  }

  /**
   * Once hydrated with `shown` (for `asked`): the latest options, where they show otherwise, or asked for later (a
   * mount meanwhile, whose render waited for this).
   */
  private showLatest(asked: MountOptions, shown: MountOptions) {
    this.hydrated = true;
    const options = latest.get(this.element);
    if (this.unmounted || !this.root || !options || (options === asked && sameMarkup(options, shown))) return;
    const root = this.root;
    startTransition(() => root.render(<ScreenTree options={options} />));
  }

  render(children: ReactNode): void {
    // Before the hydration has committed, an update would make React give up the HTML and render afresh.
    if (this.hydrated) this.root?.render(children);
  }

  unmount(): void {
    this.unmounted = true;
    if (this.root) this.root.unmount();
    else this.element.replaceChildren();
  }
}

/** The `unmount` of a screen mounted in `element` with `root`: a second call, or one after a new root, does nothing. */
function unmountFrom(element: Element, current: Root): () => void {
  return () => {
    if (roots.get(element) !== current) return;
    roots.delete(element);
    mounted.delete(element);
    current.unmount();
    // The last screen on the page: none mounted in an element still in the document, and none rendered otherwise.
    const doc = element.ownerDocument;
    const screensLeft = [...mounted].some((other) => other.isConnected) || doc.querySelector('.thryve-auth');
    if (!screensLeft) parkRemoteStyles(doc);
  };
}
