import type { UserProfile } from '@thryve/contract';
import {
  EMPTY_PROFILE_COMPLETION_FORM,
  PROFILE_COMPLETION_FIELD_ORDER,
  validateProfileCompletionForm,
  type ProfileCompletionErrors,
  type ProfileCompletionFormValues,
} from '@thryve/contract/validation';
import { useAuth } from '@thryve/shared';

import { useProfileFieldsForm, type ProfileEvents } from './useProfileFieldsForm';

/**
 * State and handlers of the "complete your profile" form of a signed-in user the API has no profile for: checked
 * when sent with the sign-up rules (messages above their fields, all cleared before each check, the first invalid
 * one focused), then registered with `completeProfile` and the user's own email; `onCompleted` gets the API's answer.
 * A send while one is running is ignored; each reports once (onProfileUpdate or onError).
 */
export function useCompleteProfileForm(onCompleted: (profile: UserProfile) => void, events: ProfileEvents) {
  const { user, completeProfile } = useAuth();
  const form = useProfileFieldsForm<ProfileCompletionFormValues, ProfileCompletionErrors>({
    initial: EMPTY_PROFILE_COMPLETION_FORM,
    fields: PROFILE_COMPLETION_FIELD_ORDER,
    submission: (values) => {
      if (!user?.email || !completeProfile) return null;
      const result = validateProfileCompletionForm(values, user.email);
      return result.ok ? { ok: true, send: () => completeProfile(result.payload) } : result;
    },
    onSent: onCompleted,
    events,
  });
  const { setValues, readPicture } = form;

  function setValue(key: keyof ProfileCompletionFormValues, value: string) {
    setValues((previous) => ({ ...previous, [key]: value }));
  }

  async function pickPicture(file: File, input: HTMLInputElement) {
    const picked = await readPicture(file, input);
    // A picture of 5 MB or more is not read; its message shows when the form is sent (spec section 5).
    if (picked) setValue('profilePicture', picked.dataUrl);
  }

  return { ...form, setValue, pickPicture };
}
