import { callListener, useAuth, useErrorCatalogue, useMessages, type UserProfileProps } from '@thryve/shared';

import { shownFailure } from './accountErrors';
import { AccountSection } from './AccountSection';
import { useSay } from './screenMessage';
import { useAccountAction } from './useAccountAction';

interface Props extends Pick<UserProfileProps, 'onSignOut' | 'onError'> {
  /** Where to go once every session ended. */
  signInPath: string;
}

/** 'Sign out of all devices': every sign-in of the user ends (this one too), then the sign-in page. */
export function SessionsSection({ signInPath, onSignOut, onError }: Props) {
  const { t } = useMessages();
  const say = useSay();
  const { signOutEverywhere, navigate } = useAuth();
  const errors = useErrorCatalogue();
  const action = useAccountAction(
    signOutEverywhere,
    (failure) => shownFailure(errors.signOutEverywhereFailure(failure)),
    () => {
      callListener('onSignOut', onSignOut);
      navigate(signInPath, { replace: true });
    },
    onError,
  );
  return (
    <AccountSection heading={t('account.sessionsHeading')}>
      <p>{t('account.sessionsText')}</p>
      {action.error && (
        <p className="thryve-auth__error" role="alert">
          {say(action.error)}
        </p>
      )}
      <button
        type="button"
        className="thryve-auth__button thryve-auth__button--secondary"
        aria-disabled={action.running}
        onClick={action.run}
      >
        {t('account.signOutEverywhere')}
      </button>
    </AccountSection>
  );
}
