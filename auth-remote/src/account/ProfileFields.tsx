import { useMessages } from '@thryve/shared';
import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';

import { MeasureFields } from '../components/MeasureFields';
import { NameFields } from '../components/NameFields';
import { PicturePicker } from '../components/PicturePicker';
import { TextField } from '../components/TextField';
import { useSay, type ScreenMessage } from './screenMessage';

/** The text fields of a profile, as typed. */
type TextKey = 'firstName' | 'lastName' | 'username' | 'birthday' | 'height' | 'weight';

interface Props {
  /** The form's state (useProfileFieldsForm): values, messages (English, as the rules give them), sending. */
  form: {
    values: Record<TextKey, string>;
    errors: Partial<Record<TextKey | 'profilePicture', string>>;
    formError: ScreenMessage | null;
    sending: boolean;
    formRef: RefObject<HTMLFormElement | null>;
    submit(event: FormEvent<HTMLFormElement>): void;
  };
  onChange(key: TextKey, value: string): void;
  /** The picture shown ('' for none), the picker's texts, what a pick does, and actions after its button. */
  picture: {
    preview: string;
    buttonLabel: string;
    previewLabel: string;
    onPick(file: File, input: HTMLInputElement): void;
    actions?: ReactNode;
  };
  /** What the form says above its fields. */
  intro?: ReactNode;
  /** The status line below the fields (sending, saved). */
  status: string;
  submitLabel: string;
}

/**
 * A form of a profile's fields, with the sign-up screen's labels and messages: the picture, the names, the username,
 * the measures, the form's message, its status and its button (the account screen's profile, and its completion).
 */
export function ProfileFields({ form, onChange, picture, intro, status, submitLabel }: Props) {
  const { t, text } = useMessages();
  const say = useSay();
  const { values, errors, formError, sending, formRef, submit } = form;
  const shown = (message: string | undefined) => (message === undefined ? undefined : text(message));
  const id = useId();

  const bind = (key: TextKey) => ({
    id: `${id}${key}`,
    name: key,
    value: values[key],
    error: shown(errors[key]),
    onChange: (event: { target: { value: string } }) => onChange(key, event.target.value),
  });

  return (
    <form ref={formRef} className="thryve-auth__form" noValidate onSubmit={submit}>
      {intro}
      <PicturePicker
        preview={picture.preview}
        error={shown(errors.profilePicture)}
        onPick={picture.onPick}
        buttonLabel={picture.buttonLabel}
        previewLabel={picture.previewLabel}
      >
        {picture.actions}
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
        {status}
      </p>
      <button type="submit" className="thryve-auth__button thryve-auth__button--primary" disabled={sending}>
        {submitLabel}
      </button>
    </form>
  );
}
