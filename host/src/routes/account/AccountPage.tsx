import { useMessages } from '@thryve/shared';
import { Link } from 'react-router-dom';

import { paths } from '../../app/paths';
import { loadUserProfile } from '../../remotes/authRemote';
import { RemoteScreen } from '../../remotes/RemoteScreen';
import './account.css';

/**
 * `/account` (signed in): the remote's UserProfile under a way back home. After the account is deleted or every
 * session ended, the screen goes to sign-in. The screen sets the page's title and is its `main` landmark.
 */
export function AccountPage() {
  const { t } = useMessages();
  return (
    <>
      <nav className="account-nav">
        <Link to={paths.home}>{t('host.backHome')}</Link>
      </nav>
      <RemoteScreen load={loadUserProfile} props={{ signInPath: paths.signIn, documentTitle: true }} />
    </>
  );
}
