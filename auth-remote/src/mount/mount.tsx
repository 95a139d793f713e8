// `auth_remote/mount`: the screens for hosts in any framework (or none). Rendered with the remote's own React
// (react-dom/client from the share scope, or the remote's own copy when the host shares none).
import { AppError, startSession, type MountModule, type MountOptions, type MountScreen } from '@thryve/shared';
import { lazy, startTransition, Suspense } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

import {
  PrefillContext,
  readPrefill,
  SubmittedEarlyContext,
  submittedEarlyIn,
  type Prefill,
} from '../components/hydration';
import { AuthProvider } from '../provider/AuthProvider';
import { SignIn } from '../sign-in/SignIn';
import { SignUp } from '../sign-up/SignUp';
import { parkRemoteStyles, restoreRemoteStyles } from './remoteStyles';

// The account screen (with the API client and the profile rules) loads only when it is mounted: hosts that mount
// sign-in or sign-up do not download it.
const UserProfile = lazy(() => import('../account/UserProfile').then((module) => ({ default: module.UserProfile })));

/** Whether a screen in `locale` speaks another language than the prerendered screens (English). */
const inAnotherLanguage = (locale: string | undefined) =>
  (locale ?? 'en').trim().split(/[-_]/)[0]?.toLowerCase() !== 'en';

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
  return (
    <AuthProvider
      config={config}
      navigate={navigate}
      localization={localization}
      locale={locale}
      appearance={appearance}
      onSignOut={onSignOut}
    >
      {screen === 'signIn' && (
        <SignIn
          redirectTo={redirectTo}
          signUpPath={signUpPath}
          documentTitle={documentTitle}
          onSignIn={onSignIn}
          onError={onError}
        />
      )}
      {screen === 'signUp' && (
        <SignUp
          redirectTo={redirectTo}
          backPath={backPath}
          documentTitle={documentTitle}
          onSignUp={onSignUp}
          onError={onError}
        />
      )}
      {screen === 'userProfile' && (
        <Suspense fallback={null}>
          <UserProfile
            signInPath={signInPath}
            documentTitle={documentTitle}
            onProfileUpdate={onProfileUpdate}
            onAccountDelete={onAccountDelete}
            onError={onError}
          />
        </Suspense>
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
}: {
  options: MountOptions;
  /** What the visitor typed into the prerendered form (a hydration). */
  prefill?: Prefill;
  /** Whether the visitor asked to submit the prerendered form (a hydration): taken once. */
  submittedEarly?: () => boolean;
}) {
  return (
    <PrefillContext.Provider value={prefill}>
      <SubmittedEarlyContext.Provider value={submittedEarly}>
        <MountedScreen options={options} />
      </SubmittedEarlyContext.Provider>
    </PrefillContext.Provider>
  );
}

const notSubmitted = () => false;

/**
 * The attribute of an element that holds the prerendered HTML of a screen (its value: the screen, `signIn` or
 * `signUp`): `mount` hydrates it in place rather than rendering afresh, keeping what was typed into it.
 */
export const PRERENDERED_ATTRIBUTE = 'data-thryve-prerendered';

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
  if (!root && element.getAttribute(PRERENDERED_ATTRIBUTE) === options.screen) {
    // The page carries this screen's HTML (and its style sheets): hydrated at once, over what the visitor typed, as
    // a transition, which React renders in slices of a few milliseconds (no long task; the form is already shown).
    // A submission the visitor asked for meanwhile (marked on the element by the page) is made once it runs.
    const prefill = readPrefill(element);
    // startTransition calls its function at once.
    let hydrated!: Root;
    startTransition(() => {
      hydrated = hydrateRoot(
        element,
        <ScreenTree options={options} prefill={prefill} submittedEarly={submittedEarlyIn(element)} />,
        {
          onRecoverableError: (error) => {
            // The prerendered HTML is English: for a screen in another language, React's hydration finds other text
            // and renders the screen afresh (with what was typed: the prefill). Expected, so not reported.
            if (!inAnotherLanguage(options.locale)) reportError(error);
          },
        },
      );
    });
    roots.set(element, hydrated);
    return unmountFrom(element, hydrated);
  }
  if (!root) {
    root = createRoot(element);
    roots.set(element, root);
  }
  const current = root;
  // Styled from the first paint: the sheets a previous screen took away come back, and are loaded, before this one
  // renders (React renders later anyway: nothing of the screen is in the element when mount returns).
  const styles = restoreRemoteStyles(element.ownerDocument);
  const render = () => {
    const shown = latest.get(element);
    if (roots.get(element) === current && shown) current.render(<ScreenTree options={shown} />);
  };
  if (styles) void styles.then(render);
  else render();
  return unmountFrom(element, current);
};

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
