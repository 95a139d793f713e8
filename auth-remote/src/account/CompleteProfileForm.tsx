import { type UserProfile } from '@thryve/contract';
import type { ProfileCompletionFormValues } from '@thryve/contract/validation';
import { useMessages } from '@thryve/shared';
import { useId } from 'react';

import { MeasureFields } from '../components/MeasureFields';
import { NameFields } from '../components/NameFields';
import { PicturePicker } from '../components/PicturePicker';
import { TextField } from '../components/TextField';
import { useSay } from './screenMessage';
import { useCompleteProfileForm } from './useCompleteProfileForm';
import type { ProfileEvents } from './useProfileForm';

type TextKey = Exclude<keyof ProfileCompletionFormValues, 'profilePicture'>;

interface Props extends ProfileEvents {
  onCompleted(profile: UserProfile): void;
}

/**
 * For a signed-in user the API has no profile for (a Google sign-in, an address taken back, a sign-up whose
 * registration failed): the sign-up screen's fields but the email and passwords, with its labels, rules and messages.
 */
export function CompleteProfileForm({ onCompleted, onProfileUpdate, onError }: Props) {
  const { t, text } = useMessages();
  const say = useSay();
  const { values, setValue, errors, formError, sending, formRef, pickPicture, submit } = useCompleteProfileForm(
    onCompleted,
    { onProfileUpdate, onError },
  );
  const shown = (message: string | undefined) => (message === undefined ? undefined : text(message));
  const id = useId();

  const bind = (key: TextKey) => ({
    id: `${id}${key}`,
    name: key,
    value: values[key],
    error: shown(errors[key]),
    onChange: (event: { target: { value: string } }) => setValue(key, event.target.value),
  });

  return (
    <form ref={formRef} className="thryve-auth__form" noValidate onSubmit={submit}>
      <p className="thryve-auth__notice">{t('account.completeIntro')}</p>
      <PicturePicker
        preview={values.profilePicture}
        error={shown(errors.profilePicture)}
        onPick={pickPicture}
        buttonLabel={t('signUp.uploadPicture')}
        previewLabel={t('signUp.picturePreview')}
      />
      <NameFields firstName={bind('firstName')} lastName={bind('lastName')} errorId={`${id}name-error`} />
      <TextField {...bind('username')} label={t('signUp.username')} autoComplete="username" />
      <MeasureFields birthday={bind('birthday')} height={bind('height')} weight={bind('weight')} />
      {formError && (
        <p className="thryve-auth__error" role="alert">
          {say(formError)}
        </p>
      )}
      <p className="thryve-auth__notice" role="status">
        {sending ? t('account.saving') : ''}
      </p>
      <button type="submit" className="thryve-auth__button thryve-auth__button--primary" disabled={sending}>
        {t('account.completeProfile')}
      </button>
    </form>
  );
}
