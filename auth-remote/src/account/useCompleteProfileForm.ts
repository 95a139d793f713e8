import { EN_MESSAGES, type UserProfile } from '@thryve/contract';
import {
  EMPTY_PROFILE_COMPLETION_FORM,
  PROFILE_COMPLETION_FIELD_ORDER,
  validateProfileCompletionForm,
  type ProfileCompletionErrors,
  type ProfileCompletionFormValues,
} from '@thryve/contract/validation';
import { callListener, useAuth, useErrorCatalogue, useMessages } from '@thryve/shared';
import { useRef, useState, type FormEvent } from 'react';

import { readPickedPicture } from '../components/pickPicture';
import { useFocusFirstInvalid } from '../components/useFocusFirstInvalid';
import { apiErrorBody, shownFailure } from './accountErrors';
import type { ScreenMessage } from './screenMessage';
import type { ProfileEvents } from './useProfileForm';

const PICTURE_TOO_LARGE = EN_MESSAGES['validation.pictureTooLarge'];

/** The API's field messages (`details`) that belong to a field of this form; the rest is told as the form's. */
function fieldErrors(details: Record<string, string> | undefined): ProfileCompletionErrors | null {
  const fields: readonly string[] = PROFILE_COMPLETION_FIELD_ORDER;
  const known = Object.entries(details ?? {}).filter(([field]) => fields.includes(field));
  return known.length > 0 ? (Object.fromEntries(known) as ProfileCompletionErrors) : null;
}

/**
 * State and handlers of the "complete your profile" form of a signed-in user the API has no profile for: checked
 * when sent with the sign-up rules (messages above their fields, all cleared before each check, the first invalid
 * one focused), then registered with `completeProfile` and the user's own email; `onCompleted` gets the API's answer.
 * A send while one is running is ignored; each reports once (onProfileUpdate or onError).
 */
export function useCompleteProfileForm(onCompleted: (profile: UserProfile) => void, events: ProfileEvents) {
  const { user, completeProfile } = useAuth();
  const catalogue = useErrorCatalogue();
  const { text } = useMessages();
  const [values, setValues] = useState<ProfileCompletionFormValues>(EMPTY_PROFILE_COMPLETION_FORM);
  const [pictureTooLarge, setPictureTooLarge] = useState(false);
  const [errors, setErrors] = useState<ProfileCompletionErrors>({});
  const [formError, setFormError] = useState<ScreenMessage | null>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  function setValue(key: keyof ProfileCompletionFormValues, value: string) {
    setValues((previous) => ({ ...previous, [key]: value }));
  }

  async function pickPicture(file: File, input: HTMLInputElement) {
    const picked = await readPickedPicture(file, input, text);
    if (!picked) return;
    // A picture of 5 MB or more is not read; its message shows when the form is sent (spec section 5).
    setPictureTooLarge(picked.tooLarge);
    setValue('profilePicture', picked.dataUrl);
  }

  function refuse(found: ProfileCompletionErrors, message: ScreenMessage | null) {
    setErrors(found);
    setFormError(message);
    focusFirstInvalid();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || !user?.email || !completeProfile) return;
    const result = validateProfileCompletionForm(values, user.email);
    const found: ProfileCompletionErrors = result.ok ? {} : { ...result.errors };
    if (pictureTooLarge) found.profilePicture = PICTURE_TOO_LARGE;
    if (!result.ok || pictureTooLarge) return refuse(found, null);
    busy.current = true;
    setErrors({});
    setFormError(null);
    setSending(true);
    let answer: UserProfile;
    try {
      answer = await completeProfile(result.payload);
    } catch (failure) {
      const { message, event: reported } = shownFailure(catalogue.profileUpdateFailure(failure));
      const atFields = fieldErrors(apiErrorBody(catalogue, failure)?.details);
      refuse(atFields ?? {}, atFields ? null : message);
      callListener('onError', events.onError, reported);
      return;
    } finally {
      busy.current = false;
      setSending(false);
    }
    onCompleted(answer);
    callListener('onProfileUpdate', events.onProfileUpdate, answer);
  }

  return { values, setValue, errors, formError, sending, formRef, pickPicture, submit };
}
