import { paths } from '../../app/paths';
import { RouterLink } from '../../components/RouterLink';
import { PAGES_EN_MESSAGES } from '../../i18n/messages.en';
import { useHostMessages } from '../../i18n/useHostMessages';
import { loadUserProfile } from '../../remotes/authRemote';
import { RemoteScreen } from '../../remotes/RemoteScreen';
import './account.css';

/**
 * `/account` (signed in): the remote's UserProfile under a way back home. After the account is deleted or every
 * session ended, the screen goes to sign-in. The screen sets the page's title and is its `main` landmark.
 */
export function AccountPage() {
  const { t } = useHostMessages(PAGES_EN_MESSAGES);
  return (
    <>
      <nav className="account-nav">
        <RouterLink to={paths.home}>{t('host.backHome')}</RouterLink>
      </nav>
      <RemoteScreen load={loadUserProfile} props={{ signInPath: paths.signIn, documentTitle: true }} />
    </>
  );
}
