import { type UserProfile } from '@thryve/contract';
import { useErrorCatalogue } from '@thryve/shared';
import { fetchUserProfile, useProfilePicture } from '@thryve/shared/http';

import { useApiQuery } from '../../api/useApiQuery';
import { paths } from '../../app/paths';
import { LoadingStatus } from '../../components/LoadingStatus';
import { QueryError } from '../../components/QueryError';
import { RouterLink } from '../../components/RouterLink';
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

/**
 * A failed read of the profile: a signed-in user the API has no profile for (a Google sign-in, an address taken back)
 * is shown the way to complete it; any other failure says so and offers a retry.
 */
function ProfileError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useHostMessages(HOME_EN_MESSAGES);
  const catalogue = useErrorCatalogue();
  if (catalogue.apiFailureCode(error) !== 'not_registered') {
    return <QueryError title={t('host.profileFailed')} error={error} onRetry={onRetry} />;
  }
  return (
    <div className="profile__missing">
      <p>{t('host.profileNotRegistered')}</p>
      <RouterLink className="button button--primary" to={paths.account}>
        {t('host.completeProfile')}
      </RouterLink>
    </div>
  );
}

/** The profile from `GET api/Identity/user`, fetched when shown; a failure says so (ProfileError). */
export function ProfileCard() {
  const query = useApiQuery(fetchUserProfile);
  const { t } = useHostMessages(HOME_EN_MESSAGES);
  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('host.profileHeading')}</h2>
      {query.status === 'loading' && <LoadingStatus label={t('host.profileLoading')} />}
      {query.status === 'error' && <ProfileError error={query.error} onRetry={query.retry} />}
      {query.status === 'success' && <ProfileDetails profile={query.data} />}
    </section>
  );
}
