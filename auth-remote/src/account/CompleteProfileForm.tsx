import type { UserProfile } from '@thryve/contract';
import { useMessages } from '@thryve/shared';

import { ProfileFields } from './ProfileFields';
import { useCompleteProfileForm } from './useCompleteProfileForm';
import type { ProfileEvents } from './useProfileFieldsForm';

interface Props extends ProfileEvents {
  onCompleted(profile: UserProfile): void;
}

/**
 * For a signed-in user the API has no profile for (a Google sign-in, an address taken back, a sign-up whose
 * registration failed): the sign-up screen's fields but the email and passwords, with its labels, rules and messages.
 */
export function CompleteProfileForm({ onCompleted, onProfileUpdate, onError }: Props) {
  const { t } = useMessages();
  const form = useCompleteProfileForm(onCompleted, { onProfileUpdate, onError });

  return (
    <ProfileFields
      form={form}
      onChange={form.setValue}
      intro={<p className="thryve-auth__notice">{t('account.completeIntro')}</p>}
      picture={{
        preview: form.values.profilePicture,
        buttonLabel: t('signUp.uploadPicture'),
        previewLabel: t('signUp.picturePreview'),
        onPick: form.pickPicture,
      }}
      status={form.sending ? t('account.saving') : ''}
      submitLabel={t('account.completeProfile')}
    />
  );
}
