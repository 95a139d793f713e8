import type { ProfileCompletionPayload } from '../types/api';
import { localIsoDate } from './dates';
import type { DecodedPicture } from './picture';
import { optionalNumber, type SignUpFormValues } from './signUpForm';
import {
  SIGN_UP_FIELD_ORDER,
  createRegisterPayloadSchema,
  fieldErrors,
  isPlainObject,
  NOT_AN_OBJECT,
  validateRegisterPayload,
  type SignUpErrors,
  type SignUpField,
} from './signUpSchema';

type CompletionField = keyof ProfileCompletionPayload;

/** What the "complete your profile" form holds: the sign-up form's inputs but the email and passwords, as typed. */
export type ProfileCompletionFormValues = Pick<SignUpFormValues, Exclude<CompletionField, 'email'>>;

export const EMPTY_PROFILE_COMPLETION_FORM: ProfileCompletionFormValues = {
  firstName: '',
  lastName: '',
  username: '',
  birthday: '',
  height: '',
  weight: '',
  profilePicture: '',
};

/** The first failing message of each field; `_form` for problems that belong to no field. */
export type ProfileCompletionErrors = Partial<Record<CompletionField | '_form', string>>;

const isCompletionField = (field: SignUpField): field is CompletionField =>
  field !== 'password' && field !== 'confirmPassword';

/** The order fields appear on the form (the sign-up screen's): the first invalid one gets focus. */
export const PROFILE_COMPLETION_FIELD_ORDER: readonly CompletionField[] = SIGN_UP_FIELD_ORDER.filter(isCompletionField);

/** The registration schema without its password fields (one schema, not a copy); unknown fields are refused. */
function createProfileCompletionSchema(today: string) {
  return createRegisterPayloadSchema(today).omit({ password: true, confirmPassword: true });
}

// One schema per day, as for registration (building one costs more than using it).
let latestSchema: { today: string; schema: ReturnType<typeof createProfileCompletionSchema> } | null = null;

function schemaFor(today: string) {
  if (latestSchema?.today !== today) latestSchema = { today, schema: createProfileCompletionSchema(today) };
  return latestSchema.schema;
}

/** `picture`: the profile picture's decoded bytes and type, when the payload has one. */
export type ProfileCompletionResult =
  | { ok: true; payload: ProfileCompletionPayload; picture: DecodedPicture | null }
  | { ok: false; errors: ProfileCompletionErrors };

/** Validates a profile completion (from the form or an HTTP body): the registration's rules, first message per field. */
export function validateProfileCompletion(input: unknown, today: string = localIsoDate()): ProfileCompletionResult {
  if (!isPlainObject(input)) return { ok: false, errors: { ...NOT_AN_OBJECT } };
  const result = schemaFor(today).safeParse(input);
  if (!result.success) return { ok: false, errors: fieldErrors(result.error.issues) };
  const { profilePicture, ...fields } = result.data;
  return {
    ok: true,
    payload: { ...fields, profilePicture: profilePicture?.dataUrl ?? null },
    picture: profilePicture?.picture ?? null,
  };
}

/**
 * The body of `POST api/Identity/register`: a sign-up's payload, or, with both password fields left out, a profile
 * completion's (an account Firebase has already). Either way the API keeps only the profile's fields.
 */
export function validateRegistration(
  input: unknown,
  today: string = localIsoDate(),
): ProfileCompletionResult | { ok: false; errors: SignUpErrors } {
  const completion = isPlainObject(input) && !('password' in input) && !('confirmPassword' in input);
  return completion ? validateProfileCompletion(input, today) : validateRegisterPayload(input, today);
}

/** The form's values as the API's payload: empty optional inputs become null; the email is the signed-in user's. */
function toProfileCompletionPayload(values: ProfileCompletionFormValues, email: string): ProfileCompletionPayload {
  return {
    ...values,
    email,
    birthday: values.birthday === '' ? null : values.birthday,
    height: optionalNumber(values.height),
    weight: optionalNumber(values.weight),
    profilePicture: values.profilePicture === '' ? null : values.profilePicture,
  };
}

/** The check run when the form is sent: the same rules the API applies, on the payload it will receive. */
export function validateProfileCompletionForm(
  values: ProfileCompletionFormValues,
  email: string,
  today: string = localIsoDate(),
): { ok: true; payload: ProfileCompletionPayload } | { ok: false; errors: ProfileCompletionErrors } {
  const result = validateProfileCompletion(toProfileCompletionPayload(values, email), today);
  return result.ok ? { ok: true, payload: result.payload } : result;
}
