import { EN_MESSAGES, type UserProfile } from '@thryve/contract';
import {
  PROFILE_FIELD_ORDER,
  validateProfileForm,
  type ProfileErrors,
  type ProfileFormValues,
} from '@thryve/contract/validation';
import { callListener, useAuth, useErrorCatalogue, useMessages, type UserProfileProps } from '@thryve/shared';
import { useRef, useState, type FormEvent } from 'react';

import { readPickedPicture } from '../components/pickPicture';
import { useFocusFirstInvalid } from '../components/useFocusFirstInvalid';
import { apiErrorBody, shownFailure } from './accountErrors';
import type { ScreenMessage } from './screenMessage';

const PICTURE_TOO_LARGE = EN_MESSAGES['validation.pictureTooLarge'];

/** The profile as the form edits it: inputs as text; the picture left out (kept) until changed or removed. */
function formValues(profile: UserProfile): ProfileFormValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    username: profile.username,
    birthday: profile.birthday ?? '',
    height: text(profile.height),
    weight: text(profile.weight),
  };
}

/** The API's field messages (`details`) that belong to a field of this form; the rest is told as the form's. */
function fieldErrors(details: Record<string, string> | undefined): ProfileErrors | null {
  const known = Object.entries(details ?? {}).filter(([field]) => (PROFILE_FIELD_ORDER as string[]).includes(field));
  return known.length > 0 ? (Object.fromEntries(known) as ProfileErrors) : null;
}

/** The screen's own events a profile form reports. */
export type ProfileEvents = Pick<UserProfileProps, 'onProfileUpdate' | 'onError'>;

/**
 * State and handlers of the profile form: checked on Save with the sign-up rules (messages above their fields, the
 * first invalid one focused), then saved with `updateProfile`; `onSaved` gets the API's new answer. A Save while one
 * is running is ignored; each Save reports once (onProfileUpdate or onError).
 */
export function useProfileForm(profile: UserProfile, onSaved: (profile: UserProfile) => void, events: ProfileEvents) {
  const { updateProfile } = useAuth();
  const catalogue = useErrorCatalogue();
  const { text } = useMessages();
  const [values, setValues] = useState<ProfileFormValues>(() => formValues(profile));
  const [pictureTooLarge, setPictureTooLarge] = useState(false);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [formError, setFormError] = useState<ScreenMessage | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const busy = useRef(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  function edit(change: Partial<ProfileFormValues>) {
    setSaved(false);
    setValues((previous) => ({ ...previous, ...change }));
  }

  async function pickPicture(file: File, input: HTMLInputElement) {
    const picked = await readPickedPicture(file, input, text);
    if (!picked) return;
    setPictureTooLarge(picked.tooLarge);
    // A picture of 5 MB or more is not read: the current one stays shown, and Save says why it is refused.
    edit({ profilePicture: picked.tooLarge ? undefined : picked.dataUrl });
  }

  function removePicture() {
    setPictureTooLarge(false);
    edit({ profilePicture: null });
    // The button goes with the picture: the keyboard stays in the picture's controls, and the same file can be
    // picked again.
    const input = formRef.current?.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) return;
    input.value = '';
    input.focus();
  }

  function refuse(found: ProfileErrors, message: ScreenMessage | null) {
    setErrors(found);
    setFormError(message);
    focusFirstInvalid();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const result = validateProfileForm(values);
    const found: ProfileErrors = result.ok ? {} : { ...result.errors };
    if (pictureTooLarge) found.profilePicture = PICTURE_TOO_LARGE;
    if (!result.ok || pictureTooLarge) return refuse(found, null);
    busy.current = true;
    setErrors({});
    setFormError(null);
    setSaved(false);
    setSaving(true);
    let answer: UserProfile;
    try {
      answer = await updateProfile(result.payload);
    } catch (failure) {
      const { message, event: reported } = shownFailure(catalogue.profileUpdateFailure(failure));
      const atFields = fieldErrors(apiErrorBody(catalogue, failure)?.details);
      refuse(atFields ?? {}, atFields ? null : message);
      callListener('onError', events.onError, reported);
      return;
    } finally {
      busy.current = false;
      setSaving(false);
    }
    setValues(formValues(answer));
    setPictureTooLarge(false);
    setSaved(true);
    onSaved(answer);
    callListener('onProfileUpdate', events.onProfileUpdate, answer);
  }

  return { values, edit, errors, formError, saving, saved, formRef, pickPicture, removePicture, submit };
}
