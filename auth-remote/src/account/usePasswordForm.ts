import { EN_MESSAGES, type AuthErrorCode } from '@thryve/contract';
import { callListener, useAuth, useErrorCatalogue, type UserProfileProps } from '@thryve/shared';
import { useRef, useState, type FormEvent } from 'react';

import { useFocusFirstInvalid } from '../components/useFocusFirstInvalid';
import { shownFailure } from './accountErrors';
import { checkNewPassword } from './newPasswordRules';
import { english, type ScreenMessage } from './screenMessage';

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

type PasswordErrors = Partial<Record<keyof PasswordValues | 'form', ScreenMessage>>;

const FIELD_OF_CODE: Partial<Record<AuthErrorCode, keyof PasswordErrors>> = {
  'auth/wrong-password': 'currentPassword',
  'password-change/weak-password': 'newPassword',
};

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * The password change: the new password checked by the sign-up rules here, the current one by Firebase
 * (re-authentication); a wrong one is told at 'Current password'. On success the fields empty and it is announced.
 */
export function usePasswordForm(events: Pick<UserProfileProps, 'onError'>) {
  const { changePassword } = useAuth();
  const catalogue = useErrorCatalogue();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [changing, setChanging] = useState(false);
  const [changed, setChanged] = useState(false);
  const busy = useRef(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  function setValue(key: keyof PasswordValues, value: string) {
    setChanged(false);
    setValues((previous) => ({ ...previous, [key]: value }));
  }

  function refuse(found: PasswordErrors) {
    setErrors(found);
    focusFirstInvalid();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const rules = checkNewPassword(values.newPassword, values.confirmNewPassword);
    const found: PasswordErrors = {};
    // Firebase judges the current password; an empty one is not worth asking it about.
    if (!values.currentPassword) found.currentPassword = english(EN_MESSAGES['validation.passwordRequired']);
    if (rules.newPassword) found.newPassword = english(rules.newPassword);
    if (rules.confirmNewPassword) found.confirmNewPassword = english(rules.confirmNewPassword);
    if (Object.keys(found).length > 0) return refuse(found);
    busy.current = true;
    setErrors({});
    setChanged(false);
    setChanging(true);
    try {
      await changePassword(values.currentPassword, values.newPassword);
    } catch (failure) {
      const { message, event: reported } = shownFailure(catalogue.passwordChangeFailure(failure));
      // Where the user can act on it: a wrong current password, a new one Firebase finds too weak.
      const field = FIELD_OF_CODE[reported.code] ?? 'form';
      refuse({ [field]: message });
      callListener('onError', events.onError, reported);
      return;
    } finally {
      busy.current = false;
      setChanging(false);
    }
    setValues(EMPTY);
    setChanged(true);
  }

  return { values, setValue, errors, changing, changed, formRef, submit };
}
