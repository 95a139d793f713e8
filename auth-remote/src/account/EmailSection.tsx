import { useMessages, type UserProfileProps } from '@thryve/shared';

import { AccountSection } from './AccountSection';
import { useSay } from './screenMessage';
import { useVerificationEmail } from './useVerificationEmail';

/** The address (read-only: it is the sign-in's own) and whether it is verified; until it is, the two actions. */
export function EmailSection({ email, onError }: Pick<UserProfileProps, 'onError'> & { email: string | null }) {
  const { t } = useMessages();
  const say = useSay();
  const verification = useVerificationEmail({ onError });
  const { verified } = verification;
  return (
    <AccountSection heading={t('account.emailHeading')}>
      <p className="thryve-account__value">{email}</p>
      <p
        className={verified ? 'thryve-account__badge' : 'thryve-account__badge thryve-account__badge--warning'}
        role="status"
      >
        {t(verified ? 'account.emailVerified' : 'account.emailNotVerified')}
      </p>
      {!verified && (
        <>
          {verification.error && (
            <p className="thryve-auth__error" role="alert">
              {say(verification.error)}
            </p>
          )}
          <p className="thryve-auth__notice" role="status">
            {say(verification.notice ?? verification.sent)}
          </p>
          <div className="thryve-auth__actions">
            <button
              type="button"
              className="thryve-auth__button thryve-auth__button--secondary"
              // aria-disabled, not disabled: the focus stays on the button while it waits (keyboard users).
              aria-disabled={!verification.canSend}
              onClick={verification.send}
            >
              {t('account.sendVerification')}
            </button>
            <button
              type="button"
              className="thryve-auth__button thryve-auth__button--secondary"
              onClick={verification.recheck}
            >
              {t('account.checkVerification')}
            </button>
          </div>
        </>
      )}
    </AccountSection>
  );
}
