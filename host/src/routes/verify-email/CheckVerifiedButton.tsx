import { useAuth } from '@thryve/shared';
import { useState } from 'react';

import { useHostMessages } from '../../i18n/useHostMessages';
import { VERIFY_EMAIL_EN_MESSAGES } from './messages.en';

type CheckState = 'idle' | 'checking' | 'notVerified' | 'failed';

/**
 * "I've verified my email": reloads the user from Firebase. Once verified, the session's new user makes the page
 * go back where the visitor came from (VerifyEmailPage); otherwise this says the email is not verified yet.
 */
export function CheckVerifiedButton() {
  const { refreshUser } = useAuth();
  const { t } = useHostMessages(VERIFY_EMAIL_EN_MESSAGES, undefined, 'account');
  const [state, setState] = useState<CheckState>('idle');

  const check = () => {
    setState('checking');
    refreshUser().then(
      () => setState('notVerified'),
      () => setState('failed'),
    );
  };

  return (
    <div className="verify-email__action">
      <button type="button" className="button" onClick={check} disabled={state === 'checking'}>
        {t('account.checkVerification')}
      </button>
      {state === 'notVerified' && <p role="alert">{t('account.stillNotVerified')}</p>}
      {state === 'failed' && <p role="alert">{t('host.verifyEmailCheckFailed')}</p>}
    </div>
  );
}
