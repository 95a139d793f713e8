import type { UserProfile } from '@thryve/contract';
import { useMessages, type UserProfileProps } from '@thryve/shared';
import { useProfilePicture } from '@thryve/shared/http';

import { ProfileFields } from './ProfileFields';
import { useProfileForm } from './useProfileForm';

interface Props extends Pick<UserProfileProps, 'onProfileUpdate' | 'onError'> {
  profile: UserProfile;
  onSaved(profile: UserProfile): void;
}

/** The profile's fields with the sign-up screen's labels, limits and messages, and the picture; saved on Save. */
export function ProfileForm({ profile, onSaved, onProfileUpdate, onError }: Props) {
  const { t } = useMessages();
  const form = useProfileForm(profile, onSaved, { onProfileUpdate, onError });
  const { values, edit, sending, saved, pickPicture, removePicture } = form;
  const current = useProfilePicture(profile.pictureUrl);
  // A new picture shows as chosen; removed, none; else the saved one.
  const preview =
    typeof values.profilePicture === 'string' ? values.profilePicture : values.profilePicture === null ? '' : current;

  return (
    <ProfileFields
      form={form}
      onChange={(key, value) => edit({ [key]: value })}
      picture={{
        preview: preview ?? '',
        buttonLabel: t('account.changePicture'),
        previewLabel: t('account.picture'),
        onPick: pickPicture,
        actions: preview && (
          <button type="button" className="thryve-auth__button thryve-auth__button--secondary" onClick={removePicture}>
            {t('account.removePicture')}
          </button>
        ),
      }}
      status={sending ? t('account.saving') : saved ? t('account.saved') : ''}
      submitLabel={t('account.save')}
    />
  );
}
