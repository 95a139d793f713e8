import type { UserProfile } from '@thryve/contract';
import {
  PROFILE_FIELD_ORDER,
  validateProfileForm,
  type ProfileErrors,
  type ProfileFormValues,
} from '@thryve/contract/validation';
import { useAuth } from '@thryve/shared';
import { useState } from 'react';

import { useProfileFieldsForm, type ProfileEvents } from './useProfileFieldsForm';

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

/**
 * State and handlers of the profile form: checked on Save with the sign-up rules (messages above their fields, the
 * first invalid one focused), then saved with `updateProfile`; `onSaved` gets the API's new answer. A Save while one
 * is running is ignored; each Save reports once (onProfileUpdate or onError).
 */
export function useProfileForm(profile: UserProfile, onSaved: (profile: UserProfile) => void, events: ProfileEvents) {
  const { updateProfile } = useAuth();
  const [saved, setSaved] = useState(false);
  const form = useProfileFieldsForm<ProfileFormValues, ProfileErrors>({
    initial: () => formValues(profile),
    fields: PROFILE_FIELD_ORDER,
    submission: (values) => {
      const result = validateProfileForm(values);
      return result.ok ? { ok: true, send: () => updateProfile(result.payload) } : result;
    },
    onSending: () => setSaved(false),
    onSent: (answer) => {
      form.setValues(formValues(answer));
      setSaved(true);
      onSaved(answer);
    },
    events,
  });
  const { setValues, formRef, readPicture } = form;

  function edit(change: Partial<ProfileFormValues>) {
    setSaved(false);
    setValues((previous) => ({ ...previous, ...change }));
  }

  async function pickPicture(file: File, input: HTMLInputElement) {
    const picked = await readPicture(file, input);
    if (!picked) return;
    // A picture of 5 MB or more is not read: the current one stays shown, and Save says why it is refused.
    edit({ profilePicture: picked.tooLarge ? undefined : picked.dataUrl });
  }

  function removePicture() {
    form.dropPicture();
    edit({ profilePicture: null });
    // The button goes with the picture: the keyboard stays in the picture's controls, and the same file can be
    // picked again.
    const input = formRef.current?.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) return;
    input.value = '';
    input.focus();
  }

  return { ...form, edit, saved, pickPicture, removePicture };
}
