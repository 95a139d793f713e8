import { type UserProfile } from '@thryve/contract';
import type { ProfileFormValues } from '@thryve/contract/validation';
import { useMessages, type UserProfileProps } from '@thryve/shared';
import { useProfilePicture } from '@thryve/shared/http';
import { useId } from 'react';

import { MeasureFields } from '../components/MeasureFields';
import { NameFields } from '../components/NameFields';
import { PicturePicker } from '../components/PicturePicker';
import { TextField } from '../components/TextField';
import { useSay } from './screenMessage';
import { useProfileForm } from './useProfileForm';

type TextKey = Exclude<keyof ProfileFormValues, 'profilePicture'>;

interface Props extends Pick<UserProfileProps, 'onProfileUpdate' | 'onError'> {
  profile: UserProfile;
  onSaved(profile: UserProfile): void;
}

/** The profile's fields with the sign-up screen's labels, limits and messages, and the picture; saved on Save. */
export function ProfileForm({ profile, onSaved, onProfileUpdate, onError }: Props) {
  const { t, text } = useMessages();
  const say = useSay();
  const { values, edit, errors, formError, saving, saved, formRef, pickPicture, removePicture, submit } =
    useProfileForm(profile, onSaved, { onProfileUpdate, onError });
  const current = useProfilePicture(profile.pictureUrl);
  // A new picture shows as chosen; removed, none; else the saved one.
  const preview =
    typeof values.profilePicture === 'string' ? values.profilePicture : values.profilePicture === null ? '' : current;
  const shown = (message: string | undefined) => (message === undefined ? undefined : text(message));
  const id = useId();

  const bind = (key: TextKey) => ({
    id: `${id}${key}`,
    name: key,
    value: values[key],
    error: shown(errors[key]),
    onChange: (event: { target: { value: string } }) => edit({ [key]: event.target.value }),
  });

  return (
    <form ref={formRef} className="thryve-auth__form" noValidate onSubmit={submit}>
      <PicturePicker
        preview={preview ?? ''}
        error={shown(errors.profilePicture)}
        onPick={pickPicture}
        buttonLabel={t('account.changePicture')}
        previewLabel={t('account.picture')}
      >
        {preview && (
          <button type="button" className="thryve-auth__button thryve-auth__button--secondary" onClick={removePicture}>
            {t('account.removePicture')}
          </button>
        )}
      </PicturePicker>
      <NameFields firstName={bind('firstName')} lastName={bind('lastName')} errorId={`${id}name-error`} />
      <TextField {...bind('username')} label={t('signUp.username')} autoComplete="username" />
      <MeasureFields birthday={bind('birthday')} height={bind('height')} weight={bind('weight')} />
      {formError && (
        <p className="thryve-auth__error" role="alert">
          {say(formError)}
        </p>
      )}
      <p className="thryve-auth__notice" role="status">
        {saving ? t('account.saving') : saved ? t('account.saved') : ''}
      </p>
      <button type="submit" className="thryve-auth__button thryve-auth__button--primary" disabled={saving}>
        {t('account.save')}
      </button>
    </form>
  );
}
