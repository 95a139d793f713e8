// The form's values and their conversion to the API payload. No zod here: the sign-up screen renders with this
// module alone and loads the rules (signUpSchema.ts) when they are first needed.
import type { RegisterPayload } from '../types/api';

/** What the sign-up form holds: every input as typed. */
export interface SignUpFormValues {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
  birthday: string;
  height: string;
  weight: string;
  /** Data URL of the chosen picture, or '' when none. */
  profilePicture: string;
}

export const EMPTY_SIGN_UP_FORM: SignUpFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
  birthday: '',
  height: '',
  weight: '',
  profilePicture: '',
};

/** Empty optional inputs become null; a number input that is not a number becomes NaN (and fails its rule). */
export function optionalNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

export function toRegisterPayload(values: SignUpFormValues): RegisterPayload {
  return {
    ...values,
    birthday: values.birthday === '' ? null : values.birthday,
    height: optionalNumber(values.height),
    weight: optionalNumber(values.weight),
    profilePicture: values.profilePicture === '' ? null : values.profilePicture,
  };
}
