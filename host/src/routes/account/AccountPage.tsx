import { useMessages } from '@thryve/shared';

import { paths } from '../../app/paths';
import { RouterLink } from '../../components/RouterLink';
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
        <RouterLink to={paths.home}>{t('host.backHome')}</RouterLink>
      </nav>
      <RemoteScreen load={loadUserProfile} props={{ signInPath: paths.signIn, documentTitle: true }} />
    </>
  );
}
