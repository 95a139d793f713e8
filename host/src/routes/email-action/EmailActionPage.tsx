import { preloadLocale } from '@thryve/contract';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { paths } from '../../app/paths';
import { pageLocale } from '../../app/usePageLocale';
import { LoadingStatus } from '../../components/LoadingStatus';
import { Page } from '../../components/Page';
import { useHostMessages } from '../../i18n/useHostMessages';
import { EMAIL_ACTION_EN_MESSAGES } from './messages.en';
import { SetPasswordForm } from './SetPasswordForm';
import { useEmailAction } from './useEmailAction';
import './emailAction.css';

// The password labels are the account screen's: that part of the catalogue loads with this page's code.
preloadLocale(pageLocale(), ['account']).catch(() => undefined);

/** The mail's continue URL as a path of this site (the start page otherwise): where the page goes once done. */
function continuePath(continueUrl: string | null): string {
  try {
    const url = new URL(continueUrl ?? '', window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : paths.home;
  } catch {
    return paths.home;
  }
}

/**
 * `/auth/action`: the target of Firebase's mails (the project's custom action URL). A verification link is applied by
 * the API for this browser: signed in to the account, it is verified and goes on; otherwise the address's owner takes
 * the account back and sets a password here. A password reset link asks for the new password.
 */
export function EmailActionPage() {
  const params = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  const [state, retry] = useEmailAction(params.get('mode'), params.get('oobCode'));
  // Firebase refused the reset code when the password was sent: the link is used up.
  const [codeUsed, setCodeUsed] = useState(false);
  const { t } = useHostMessages(EMAIL_ACTION_EN_MESSAGES, undefined, 'account');
  const next = continuePath(params.get('continueUrl'));

  let heading = t('host.setPasswordHeading');
  let body;
  switch (codeUsed ? 'invalid' : state.status) {
    case 'working':
      return (
        <Page narrow>
          <LoadingStatus label={t('host.emailActionWorking')} />
        </Page>
      );
    case 'verified':
      heading = t('host.emailVerifiedHeading');
      body = (
        <>
          <p>{t('host.emailVerifiedText')}</p>
          <Link className="button button--primary" to={next} replace>
            {t('host.emailActionContinue')}
          </Link>
        </>
      );
      break;
    case 'setPassword':
      if (state.status !== 'setPassword') break;
      body = (
        <>
          <p>{state.email ? t('host.takenBackText', { email: state.email }) : t('host.resetPasswordText')}</p>
          <SetPasswordForm
            code={state.code}
            onDone={() => navigate(next, { replace: true })}
            onUsedCode={() => setCodeUsed(true)}
          />
        </>
      );
      break;
    case 'invalid':
      heading = t('host.emailActionInvalidHeading');
      body = (
        <>
          <p>{t('host.emailActionInvalidText')}</p>
          <Link to={paths.signIn}>{t('host.emailActionSignIn')}</Link>
        </>
      );
      break;
    case 'failed':
      heading = t('host.emailActionFailedHeading');
      body = (
        <>
          <p role="alert">{t('host.emailActionFailed')}</p>
          <button type="button" className="button" onClick={retry}>
            {t('host.emailActionTryAgain')}
          </button>
        </>
      );
      break;
  }
  return (
    <Page narrow>
      <title>{t('host.emailActionTitle')}</title>
      <section className="card email-action" aria-labelledby="email-action-title">
        <h1 id="email-action-title">{heading}</h1>
        {body}
      </section>
    </Page>
  );
}
