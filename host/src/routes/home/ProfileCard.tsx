import type { UserProfile } from '@thryve/shared';
import { fetchUserProfile, useProfilePicture } from '@thryve/shared/http';

import { useApiQuery } from '../../api/useApiQuery';
import { LoadingStatus } from '../../components/LoadingStatus';
import { QueryError } from '../../components/QueryError';
import { useHostMessages } from '../../i18n/useHostMessages';
import { HOME_EN_MESSAGES } from './messages.en';

function ProfileDetails({ profile }: { profile: UserProfile }) {
  const picture = useProfilePicture(profile.pictureUrl);
  const { t, formatDate, formatNumber } = useHostMessages(HOME_EN_MESSAGES);
  return (
    <div className="profile">
      {picture ? (
        <img className="profile__picture" src={picture} alt={t('host.avatar', { username: profile.username })} />
      ) : (
        <div className="profile__picture profile__picture--empty" aria-hidden="true">
          {(profile.firstName[0] ?? '') + (profile.lastName[0] ?? '')}
        </div>
      )}
      <dl className="profile__facts">
        <dt>{t('host.username')}</dt>
        <dd>{profile.username}</dd>
        {profile.birthday && (
          <>
            <dt>{t('host.birthday')}</dt>
            <dd>{formatDate(profile.birthday)}</dd>
          </>
        )}
        {profile.height !== null && (
          <>
            <dt>{t('host.height')}</dt>
            <dd>{t('host.heightValue', { value: formatNumber(profile.height) })}</dd>
          </>
        )}
        {profile.weight !== null && (
          <>
            <dt>{t('host.weight')}</dt>
            <dd>{t('host.weightValue', { value: formatNumber(profile.weight) })}</dd>
          </>
        )}
      </dl>
    </div>
  );
}

/** The profile from `GET api/Identity/user`, fetched when shown; a failure says so and offers a retry. */
export function ProfileCard() {
  const query = useApiQuery(fetchUserProfile);
  const { t } = useHostMessages(HOME_EN_MESSAGES);
  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('host.profileHeading')}</h2>
      {query.status === 'loading' && <LoadingStatus label={t('host.profileLoading')} />}
      {query.status === 'error' && (
        <QueryError
          title={t('host.profileFailed')}
          error={query.error}
          onRetry={query.retry}
          details={{ not_registered: t('host.profileNotRegistered') }}
        />
      )}
      {query.status === 'success' && <ProfileDetails profile={query.data} />}
    </section>
  );
}
