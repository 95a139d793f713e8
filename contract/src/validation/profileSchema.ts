import type { ProfileUpdatePayload } from '../types/api';
import { localIsoDate } from './dates';
import type { DecodedPicture } from './picture';
import { toProfileUpdatePayload, type ProfileFormValues } from './profileForm';
import {
  SIGN_UP_FIELD_ORDER,
  createRegisterPayloadSchema,
  fieldErrors,
  isPlainObject,
  NOT_AN_OBJECT,
  type SignUpField,
} from './signUpSchema';

type ProfileField = keyof ProfileUpdatePayload;
/** The first failing message of each field; `_form` for problems that belong to no field. */
export type ProfileErrors = Partial<Record<ProfileField | '_form', string>>;

/** The profile fields of the registration payload: what the owner may change afterwards (not email, password). */
const PROFILE_FIELDS = {
  firstName: true,
  lastName: true,
  username: true,
  birthday: true,
  height: true,
  weight: true,
  profilePicture: true,
} as const satisfies Record<ProfileField, true> & Partial<Record<SignUpField, true>>;

const isProfileField = (field: SignUpField): field is ProfileField => field in PROFILE_FIELDS;

/** The order fields appear on the account screen (the sign-up screen's): the first invalid one gets focus. */
export const PROFILE_FIELD_ORDER: readonly ProfileField[] = SIGN_UP_FIELD_ORDER.filter(isProfileField);

/**
 * The rules of a profile edit: the registration schema's own rules and messages for those fields (one schema, not a
 * copy). Unknown fields are refused, as on registration. `today` decides "before today" (YYYY-MM-DD).
 */
export function createProfileUpdateSchema(today: string) {
  return createRegisterPayloadSchema(today).pick(PROFILE_FIELDS);
}

type ProfileUpdateSchema = ReturnType<typeof createProfileUpdateSchema>;

// One schema per day, as for registration (building one costs more than using it).
let latestSchema: { today: string; schema: ProfileUpdateSchema } | null = null;

function schemaFor(today: string): ProfileUpdateSchema {
  if (latestSchema?.today !== today) latestSchema = { today, schema: createProfileUpdateSchema(today) };
  return latestSchema.schema;
}

/**
 * `payload.profilePicture`: absent keeps the stored picture, null removes it, a data URL replaces it; `picture` is
 * the new picture's decoded bytes and type (null unless replaced).
 */
export type ProfileValidationResult =
  { ok: true; payload: ProfileUpdatePayload; picture: DecodedPicture | null } | { ok: false; errors: ProfileErrors };

/** Validates a profile edit (from the account form or an HTTP body): all rules, first message per field. */
export function validateProfileUpdatePayload(input: unknown, today: string = localIsoDate()): ProfileValidationResult {
  if (!isPlainObject(input)) return { ok: false, errors: { ...NOT_AN_OBJECT } };
  const result = schemaFor(today).safeParse(input);
  if (!result.success) return { ok: false, errors: fieldErrors(result.error.issues) };
  const { profilePicture, ...fields } = result.data;
  // The registration rule reads a missing picture as "none"; an edit reads it as "keep".
  if (input.profilePicture === undefined) return { ok: true, payload: fields, picture: null };
  return {
    ok: true,
    payload: { ...fields, profilePicture: profilePicture?.dataUrl ?? null },
    picture: profilePicture?.picture ?? null,
  };
}

/** The check run when Save is pressed: the same rules the API applies, on the payload the API will receive. */
export function validateProfileForm(
  values: ProfileFormValues,
  today: string = localIsoDate(),
): { ok: true; payload: ProfileUpdatePayload } | { ok: false; errors: ProfileErrors } {
  const result = validateProfileUpdatePayload(toProfileUpdatePayload(values), today);
  return result.ok ? { ok: true, payload: result.payload } : result;
}
