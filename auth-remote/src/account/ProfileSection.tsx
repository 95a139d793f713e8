import { useErrorCatalogue, useMessages, type UserProfile, type UserProfileProps } from '@thryve/shared';

import { apiReadFailure } from './accountErrors';
import { AccountSection } from './AccountSection';
import { ProfileForm } from './ProfileForm';
import { useSay } from './screenMessage';
import { useAccountProfile } from './useAccountProfile';

type Events = Pick<UserProfileProps, 'onProfileUpdate' | 'onError'>;

/** The profile: loaded from the API when shown (a failure says so and offers Try again), then its form. */
export function ProfileSection(events: Events) {
  const { t } = useMessages();
  const say = useSay();
  const { state, retry, replace } = useAccountProfile();
  const errors = useErrorCatalogue();
  return (
    <AccountSection heading={t('account.profileHeading')}>
      {state.status === 'loading' && (
        <p className="thryve-auth__notice" role="status">
          {t('account.profileLoading')}
        </p>
      )}
      {state.status === 'error' && (
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
        <ProfileForm profile={state.profile} onSaved={(profile: UserProfile) => replace(profile)} {...events} />
      )}
    </AccountSection>
  );
}
