import type { UserProfile } from '@thryve/shared';

import { apiErrorCode } from '../../api/apiErrorMessage';
import { fetchUserProfile } from '../../api/thryveApi';
import { useApiQuery } from '../../api/useApiQuery';
import { LoadingStatus } from '../../components/LoadingStatus';
import { QueryError } from '../../components/QueryError';
import { useProfilePicture } from './useProfilePicture';

function ProfileDetails({ profile }: { profile: UserProfile }) {
  const picture = useProfilePicture(profile.pictureUrl);
  return (
    <div className="profile">
      {picture ? (
        <img className="profile__picture" src={picture} alt={`Avatar of ${profile.username}`} />
      ) : (
        <div className="profile__picture profile__picture--empty" aria-hidden="true">
          {(profile.firstName[0] ?? '') + (profile.lastName[0] ?? '')}
        </div>
      )}
      <dl className="profile__facts">
        <dt>Username</dt>
        <dd>{profile.username}</dd>
        {profile.birthday && (
          <>
            <dt>Birthday</dt>
            <dd>{profile.birthday}</dd>
          </>
        )}
        {profile.height !== null && (
          <>
            <dt>Height</dt>
            <dd>{profile.height} in</dd>
          </>
        )}
        {profile.weight !== null && (
          <>
            <dt>Weight</dt>
            <dd>{profile.weight} lb</dd>
          </>
        )}
      </dl>
    </div>
  );
}

/** The profile from `GET api/Identity/user`, fetched when shown; a failure says so and offers a retry. */
export function ProfileCard() {
  const query = useApiQuery(fetchUserProfile);
  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title">Your profile</h2>
      {query.status === 'loading' && <LoadingStatus label="Loading your profile…" />}
      {query.status === 'error' && (
        <QueryError
          title="We couldn’t load your profile."
          error={query.error}
          onRetry={query.retry}
          detail={
            apiErrorCode(query.error) === 'not_registered' ? 'Your account has not finished registration.' : undefined
          }
        />
      )}
      {query.status === 'success' && <ProfileDetails profile={query.data} />}
    </section>
  );
}
