import { useAuth } from '@thryve/shared';
import { useState } from 'react';
import { Link } from 'react-router';

import { paths } from '../app/paths';
import { Page } from '../components/Page';
import { ProfileCard } from './home/ProfileCard';
import { WeatherList } from './home/WeatherList';
import './home/home.css';

/** The protected dashboard (`/`): who is signed in, Logout, the profile and the sample forecast. */
export function HomePage() {
  const { user, role, signOut } = useAuth();
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
      <title>Home · Thryve Health</title>
      <header className="home-header">
        <div>
          <h1 className="home-header__name">{user?.displayName || 'Welcome'}</h1>
          <p className="home-header__email">{user?.email}</p>
        </div>
        <div className="home-header__actions">
          {role === 'admin' && (
            <Link className="button" to={paths.admin}>
              Registered users
            </Link>
          )}
          <button type="button" className="button button--primary" onClick={logout} disabled={signingOut}>
            Logout
          </button>
        </div>
      </header>
      {signOutFailed && (
        <p role="alert" className="home-header__error">
          Logout failed. Please try again.
        </p>
      )}
      <div className="home-grid">
        <ProfileCard />
        <WeatherList />
      </div>
    </Page>
  );
}
