import { preloadLocale } from '@thryve/contract';
import { useAuth } from '@thryve/shared';
import { Navigate } from 'react-router-dom';

import { paths } from '../../app/paths';
import { pageLocale } from '../../app/usePageLocale';
import { Page } from '../../components/Page';
import { useHostMessages } from '../../i18n/useHostMessages';
import { useReturnTo } from '../../routing/useReturnTo';
import { CheckVerifiedButton } from './CheckVerifiedButton';
import { VERIFY_EMAIL_EN_MESSAGES } from './messages.en';
import { SendVerificationButton } from './SendVerificationButton';
import './verifyEmail.css';

// The account screen's texts load with this page's code (at start on /verify-email: app/start.tsx), not at render.
preloadLocale(pageLocale(), ['account']).catch(() => undefined);

/**
 * `/verify-email` (signed in): where `ProtectedRoute requireVerifiedEmail` sends a user whose email is not verified.
 * As soon as the session says it is (after "I've verified my email", or a reload), the user goes back to the
 * `returnTo` they came from (same-origin paths only), else home.
 */
export function VerifyEmailPage() {
  const { user } = useAuth();
  // Its buttons say what the account screen's do, in the same words: that part of the catalogue.
  const { t } = useHostMessages(VERIFY_EMAIL_EN_MESSAGES, undefined, 'account');
  const returnTo = useReturnTo();

  if (user?.emailVerified) {
    return <Navigate to={returnTo ?? paths.home} replace />;
  }
  return (
    <Page narrow>
      <title>{t('host.verifyEmailTitle')}</title>
      <section className="card verify-email" aria-labelledby="verify-email-title">
        <h1 id="verify-email-title">{t('host.verifyEmailHeading')}</h1>
        <p>{t('host.verifyEmailText', { email: user?.email ?? '' })}</p>
        <SendVerificationButton />
        <CheckVerifiedButton />
      </section>
    </Page>
  );
}
