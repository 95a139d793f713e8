import { type UserProfile } from '@thryve/contract';
import { useErrorCatalogue, useMessages, type UserProfileProps } from '@thryve/shared';
import { useEffect, useRef, useState } from 'react';

import { apiReadFailure } from './accountErrors';
import { AccountSection } from './AccountSection';
import { CompleteProfileForm } from './CompleteProfileForm';
import { ProfileForm } from './ProfileForm';
import { useSay } from './screenMessage';
import { useAccountProfile } from './useAccountProfile';

type Events = Pick<UserProfileProps, 'onProfileUpdate' | 'onError'>;

/**
 * The profile: loaded from the API when shown (a failure says so and offers Try again), then its form. A user the API
 * has no profile for completes it here first; the form that follows says so and takes the focus the send button had.
 */
export function ProfileSection(events: Events) {
  const { t } = useMessages();
  const say = useSay();
  const { state, retry, replace } = useAccountProfile();
  const errors = useErrorCatalogue();
  const [completed, setCompleted] = useState(false);
  const completedNotice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (completed) completedNotice.current?.focus();
  }, [completed]);
  const notRegistered = state.status === 'error' && errors.apiFailureCode(state.error) === 'not_registered';

  function complete(profile: UserProfile) {
    replace(profile);
    setCompleted(true);
  }

  return (
    <AccountSection heading={t('account.profileHeading')}>
      {state.status === 'loading' && (
        <p className="thryve-auth__notice" role="status">
          {t('account.profileLoading')}
        </p>
      )}
      {notRegistered && <CompleteProfileForm onCompleted={complete} {...events} />}
      {state.status === 'error' && !notRegistered && (
        <div className="thryve-account__failure">
          <p className="thryve-auth__error" role="alert">
            {t('account.profileFailed')} {say(apiReadFailure(errors, state.error))}
          </p>
          <button type="button" className="thryve-auth__button thryve-auth__button--secondary" onClick={retry}>
            {t('account.tryAgain')}
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <p ref={completedNotice} className="thryve-auth__notice" role="status" tabIndex={-1}>
            {completed ? t('account.profileCompleted') : ''}
          </p>
          <ProfileForm profile={state.profile} onSaved={(profile: UserProfile) => replace(profile)} {...events} />
        </>
      )}
    </AccountSection>
  );
}
