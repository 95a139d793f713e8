// The tree `mount` renders into an element, and that the remote's build prerenders (src/prerender/): one tree, so
// that hydration meets the markup it expects.
import type { MountOptions } from '@thryve/shared';
import { useEffect } from 'react';

import { PrefillContext, SubmittedEarlyContext, type Prefill } from '../components/hydration';
import { AuthProvider } from '../provider/AuthProvider';
import { loadedScreens } from './screenCode';

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
