import { safeRedirect, preloadLocale } from '@thryve/contract';
import {
  LocalizationProvider,
  preloadAccountActions,
  useAuth,
  loadErrorCatalogue,
  useMessages,
  type UserProfileProps,
} from '@thryve/shared';
import { use, useEffect, type MouseEvent } from 'react';

import { AuthCard } from '../components/AuthCard';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { DangerZone } from './DangerZone';
import { DataSection } from './DataSection';
import { EmailSection } from './EmailSection';
import { PasskeysSection } from './PasskeysSection';
import { hasPassword, PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import './account.css';

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Shown while the session is not known yet, or when nobody is signed in (a host that did not guard the page). */
function NoAccount({ loading, signInPath }: { loading: boolean; signInPath: string }) {
  const { t } = useMessages();
  const { navigate } = useAuth();
  if (loading) {
    return (
      <p className="thryve-auth__notice" role="status">
        {t('account.loading')}
      </p>
    );
  }
  function goToSignIn(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(signInPath);
  }
  return (
    <p className="thryve-auth__footer">
      {t('account.signedOut')}{' '}
      <a className="thryve-auth__link" href={signInPath} onClick={goToSignIn}>
        {t('account.signIn')}
      </a>
    </p>
  );
}

let needsLoading: Promise<void> | null = null;
let needsLoaded = false;

/**
 * What the screen needs besides its code, in one wait: the page's error catalogue (every section explains its
 * failures through it) and the screen's English texts. One that cannot load is tried again by the next render.
 */
function loadNeeds(): Promise<void> {
  needsLoading ??= Promise.all([loadErrorCatalogue(), preloadLocale('en', ['account'])]).then(
    () => {
      needsLoaded = true;
    },
    (cause: unknown) => {
      needsLoading = null;
      throw cause;
    },
  );
  return needsLoading;
}
// As soon as the screen's code has arrived, before it renders; a failure is the render's to report.
loadNeeds().catch(() => undefined);

/**
 * The account screen of the signed-in user: the profile, the email's verification, the password, sign-out
 * everywhere, the data download and the deletion. Each section is its own; the events report what happens here.
 * It shows once what it needs has loaded (React suspends meanwhile).
 */
export function UserProfile(props: UserProfileProps) {
  if (!needsLoaded) use(loadNeeds());
  return <AccountScreen {...props} />;
}

function AccountScreen({
  signInPath: signInPathProp,
  localization,
  locale,
  appearance,
  documentTitle,
  onProfileUpdate,
  onAccountDelete,
  onSignOut,
  onError,
}: UserProfileProps) {
  const signInPath = safeRedirect(signInPathProp) ?? '/signin';
  const { config, user, loading } = useAuth();
  // The account actions' code loads with the screen, not on the first click: deleting a Google account opens a
  // popup, which browsers allow only within the click's own task.
  useEffect(preloadAccountActions, []);
  const { t } = useMessages(localization, locale);
  useDocumentTitle(t('account.title', { brandName: config.brandName }), documentTitle);

  return (
    // The screen's own overrides reach its parts (the sections, the password toggles) too.
    <LocalizationProvider locale={locale} localization={localization}>
      <AuthCard heading={t('account.heading')} brandName={config.brandName} appearance={appearance} wide>
        {user ? (
          <div className="thryve-account">
            <ProfileSection onProfileUpdate={onProfileUpdate} onError={onError} />
            <EmailSection email={user.email} onError={onError} />
            <PasswordSection onError={onError} />
            <PasskeysSection onError={onError} />
            <SessionsSection signInPath={signInPath} onSignOut={onSignOut} onError={onError} />
            <DataSection onError={onError} />
            <DangerZone
              withGoogle={!hasPassword(user.providers)}
              signInPath={signInPath}
              onAccountDelete={onAccountDelete}
              onError={onError}
            />
          </div>
        ) : (
          <NoAccount loading={loading} signInPath={signInPath} />
        )}
      </AuthCard>
    </LocalizationProvider>
  );
}
