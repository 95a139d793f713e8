import { useAuth } from '@thryve/shared';
import { useState } from 'react';

import { paths } from '../app/paths';
import { Page } from '../components/Page';
import { RouterLink } from '../components/RouterLink';
import { useHostMessages } from '../i18n/useHostMessages';
import { HOME_EN_MESSAGES } from './home/messages.en';
import { ProfileCard } from './home/ProfileCard';
import { WeatherList } from './home/WeatherList';
import './home/home.css';

/**
 * The protected dashboard (`/`): who is signed in, the way to their account, Logout, the profile and the sample
 * forecast. The profile is fetched each time the page is shown, so an edit made on `/account` shows on return.
 */
export function HomePage() {
  const { user, role, signOut } = useAuth();
  const { t } = useHostMessages(HOME_EN_MESSAGES);
  const [signingOut, setSigningOut] = useState(false);
  const [signOutFailed, setSignOutFailed] = useState(false);

  // The guard sends the visitor to sign-in as soon as the auth state says signed out.
  const logout = () => {
    setSigningOut(true);
    setSignOutFailed(false);
    signOut().catch(() => {
      setSigningOut(false);
      setSignOutFailed(true);
    });
  };

  return (
    <Page>
      <title>{t('host.homeTitle')}</title>
      <header className="home-header">
        <div>
          <h1 className="home-header__name">{user?.displayName || t('host.welcome')}</h1>
          <p className="home-header__email">{user?.email}</p>
        </div>
        <div className="home-header__actions">
          <RouterLink className="button" to={paths.account}>
            {t('host.accountLink')}
          </RouterLink>
          {role === 'admin' && (
            <RouterLink className="button" to={paths.admin}>
              {t('host.registeredUsersLink')}
            </RouterLink>
          )}
          <button type="button" className="button button--primary" onClick={logout} disabled={signingOut}>
            {t('host.logout')}
          </button>
        </div>
      </header>
      {signOutFailed && (
        <p role="alert" className="home-header__error">
          {t('host.logoutFailed')}
        </p>
      )}
      <div className="home-grid">
        <ProfileCard />
        <WeatherList />
      </div>
    </Page>
  );
}
