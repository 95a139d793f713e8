import { useAuth } from '@thryve/shared';
import { useEffect, useState } from 'react';

import { useHostMessages } from '../../i18n/useHostMessages';
import { VERIFY_EMAIL_EN_MESSAGES } from './messages.en';

/** How long the button stays disabled after an email was sent: Firebase refuses a burst anyway. */
export const RESEND_INTERVAL_MS = 60_000;

type SendState = { status: 'idle' | 'sending' | 'failed' | 'rateLimited' } | { status: 'sent'; at: Date };

const isRateLimited = (error: unknown) =>
  String((error as { code?: unknown } | null)?.code ?? '').endsWith('too-many-requests');

/** "Send verification email": says when it was sent, then waits a minute before it can send again. */
export function SendVerificationButton() {
  const { sendVerificationEmail } = useAuth();
  const { t, locale } = useHostMessages(VERIFY_EMAIL_EN_MESSAGES, undefined, 'account');
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const [coolingDown, setCoolingDown] = useState(false);

  useEffect(() => {
    if (!coolingDown) return undefined;
    const timer = setTimeout(() => setCoolingDown(false), RESEND_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  const send = () => {
    setState({ status: 'sending' });
    sendVerificationEmail().then(
      () => {
        setState({ status: 'sent', at: new Date() });
        setCoolingDown(true);
      },
      (error: unknown) => setState({ status: isRateLimited(error) ? 'rateLimited' : 'failed' }),
    );
  };

  const sentAt =
    state.status === 'sent' ? new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(state.at) : null;
  return (
    <div className="verify-email__action">
      <button
        type="button"
        className="button button--primary"
        onClick={send}
        disabled={state.status === 'sending' || coolingDown}
      >
        {t('account.sendVerification')}
      </button>
      <p role="status">{sentAt && t('account.verificationSent', { time: sentAt })}</p>
      {state.status === 'failed' && <p role="alert">{t('host.verifyEmailSendFailed')}</p>}
      {state.status === 'rateLimited' && <p role="alert">{t('error.tooManyRequests')}</p>}
    </div>
  );
}
