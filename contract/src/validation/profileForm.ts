// The account form's values and their conversion to the API payload. No zod here, as in signUpForm.ts: the account
// screen renders with this module alone and loads the rules (profileSchema.ts) when they are first needed.
import type { ProfileUpdatePayload } from '../types/api';
import { optionalNumber, type SignUpFormValues } from './signUpForm';

/**
 * What the account form holds: the sign-up form's profile inputs as typed, and the picture as a change: left out
 * (undefined) keeps the stored one, null removes it, a data URL replaces it.
 */
export type ProfileFormValues = Pick<
  SignUpFormValues,
  'firstName' | 'lastName' | 'username' | 'birthday' | 'height' | 'weight'
> & { profilePicture?: string | null };

export function toProfileUpdatePayload(values: ProfileFormValues): ProfileUpdatePayload {
  const { profilePicture, ...fields } = values;
  const payload: ProfileUpdatePayload = {
    ...fields,
    birthday: values.birthday === '' ? null : values.birthday,
    height: optionalNumber(values.height),
    weight: optionalNumber(values.weight),
  };
  // Left out, not `undefined`: the API reads a missing key as "keep the picture".
  if (profilePicture !== undefined) payload.profilePicture = profilePicture;
  return payload;
}
