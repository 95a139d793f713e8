import { z } from 'zod';

import type { RegisterPayload } from '../types/api';
import { localIsoDate } from './dates';
import { EMAIL_PATTERN, LIMITS, USERNAME_PATTERN } from './limits';
import { SIGN_UP_MESSAGES as M } from './messages';
import { parsePictureDataUrl, pictureSignatureMatches, type DecodedPicture } from './picture';
import { toRegisterPayload, type SignUpFormValues } from './signUpForm';
import { hasVisibleCharacter, isPlainText, isPrintableText } from './text';

// A page's Content-Security-Policy has no 'unsafe-eval': on its first parse zod's JIT probes `new Function`, which the
// browser reports as a violation even though zod catches the refusal. In a browser (every page, every screen) the
// schemas run interpreted; a server keeps its compiled ones (api/src/app.ts imports zod/compile). Set here, where the
// schemas are defined, so that it holds for whichever copy of zod they run on.
if ('window' in globalThis) z.config({ jitless: true });

export type SignUpField = keyof RegisterPayload;
/** The first failing message of each field; `_form` for problems that belong to no field. */
export type SignUpErrors = Partial<Record<SignUpField | '_form', string>>;

/** The order fields appear on the screen: the first invalid one gets focus. */
export const SIGN_UP_FIELD_ORDER: readonly SignUpField[] = [
  'profilePicture',
  'firstName',
  'lastName',
  'email',
  'username',
  'password',
  'confirmPassword',
  'birthday',
  'height',
  'weight',
];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day of the calendar, from the year 1 on (there is no year 0, and PostgreSQL refuses it). `setUTCFullYear`, not
 * `Date.UTC`: that one reads the years 0-99 as 1900-1999, so 0050-02-28 would be checked as 1950-02-28.
 */
function isRealDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Plain text first, on the value as sent: trimming would otherwise hide a tab or newline at either end. A name must
// show something: one of only blank fillers is as good as none.
const name = () =>
  z
    .string({ error: M.nameRequired })
    .refine(isPlainText, M.nameInvalid)
    .trim()
    .min(1, M.nameRequired)
    .refine(hasVisibleCharacter, M.nameRequired)
    .max(LIMITS.nameMaxLength, M.nameTooLong);

const inRange = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .nullish()
    .transform((v) => v ?? null);

/**
 * The one schema of the registration payload: the sign-up form validates with it before calling the API,
 * and the API validates the body it receives with it. `today` decides "before today" (YYYY-MM-DD).
 */
export function createRegisterPayloadSchema(today: string) {
  return z.strictObject({
    firstName: name(),
    lastName: name(),
    email: z
      .string({ error: M.emailRequired })
      .refine(isPrintableText, M.emailInvalid)
      .trim()
      .min(1, M.emailRequired)
      .max(LIMITS.emailMaxLength, M.emailTooLong)
      .regex(EMAIL_PATTERN, M.emailInvalid),
    username: z
      .string({ error: M.usernameRequired })
      .refine(isPrintableText, M.usernameInvalid)
      .trim()
      .min(1, M.usernameRequired)
      .max(LIMITS.usernameMaxLength, M.usernameTooLong)
      .regex(USERNAME_PATTERN, M.usernameInvalid),
    password: z
      .string({ error: M.passwordRequired })
      // A control character cannot be typed again at sign-in, and a lone surrogate is not text at all.
      .refine(isPrintableText, M.passwordInvalid)
      .min(1, M.passwordRequired)
      .min(LIMITS.passwordMinLength, M.passwordTooShort)
      .max(LIMITS.passwordMaxLength, M.passwordTooLong),
    confirmPassword: z.string({ error: M.passwordsDoNotMatch }),
    birthday: z
      .string({ error: M.birthdayInvalid })
      .regex(ISO_DATE, M.birthdayInvalid)
      .refine(isRealDate, M.birthdayInvalid)
      .refine((value) => value < today, M.birthdayNotBeforeToday)
      .nullish()
      .transform((v) => v ?? null),
    height: inRange(LIMITS.heightMinInches, LIMITS.heightMaxInches, M.heightOutOfRange),
    weight: inRange(LIMITS.weightMinPounds, LIMITS.weightMaxPounds, M.weightOutOfRange),
    profilePicture: z
      .string({ error: M.pictureInvalidType })
      // Decoded once here: the API stores the bytes this check read.
      .transform((dataUrl, ctx): { dataUrl: string; picture: DecodedPicture } => {
        const picture = parsePictureDataUrl(dataUrl);
        if (!picture || !pictureSignatureMatches(picture))
          ctx.addIssue({ code: 'custom', message: M.pictureInvalidType });
        else if (picture.bytes.length >= LIMITS.pictureMaxBytes)
          ctx.addIssue({ code: 'custom', message: M.pictureTooLarge });
        else return { dataUrl, picture };
        return z.NEVER;
      })
      .nullish()
      .transform((v) => v ?? null),
  });
}

type RegisterPayloadSchema = ReturnType<typeof createRegisterPayloadSchema>;

// Building the schema costs more than using it (zod compiles each new object schema): one per day, not per call.
let latestSchema: { today: string; schema: RegisterPayloadSchema } | null = null;

function schemaFor(today: string): RegisterPayloadSchema {
  if (latestSchema?.today !== today) latestSchema = { today, schema: createRegisterPayloadSchema(today) };
  return latestSchema.schema;
}

/** `picture`: the profile picture's decoded bytes and type, when the payload has one. */
export type ValidationResult =
  { ok: true; payload: RegisterPayload; picture: DecodedPicture | null } | { ok: false; errors: SignUpErrors };

/** A body that is not a JSON object: nothing to check field by field. */
export const NOT_AN_OBJECT = { _form: 'The body must be a JSON object' } as const;

export function isPlainObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/** The first message of each field of a failed parse; unknown fields are named as such. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  // No prototype: an unknown field named `constructor` or `toString` must be reported, not found inherited.
  const errors: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key] ??= 'Unknown field';
    } else {
      errors[String(issue.path[0] ?? '_form')] ??= issue.message;
    }
  }
  return errors;
}

/** Validates a registration payload (from the form or from an HTTP body): all rules, first message per field. */
export function validateRegisterPayload(input: unknown, today: string = localIsoDate()): ValidationResult {
  if (!isPlainObject(input)) return { ok: false, errors: { ...NOT_AN_OBJECT } };
  const result = schemaFor(today).safeParse(input);
  const errors = result.success ? fieldErrors([]) : fieldErrors(result.error.issues);
  const { password, confirmPassword } = input;
  if (!errors.confirmPassword && password !== confirmPassword) errors.confirmPassword = M.passwordsDoNotMatch;
  if (Object.keys(errors).length > 0 || !result.success) return { ok: false, errors };
  const { profilePicture, ...fields } = result.data;
  return {
    ok: true,
    payload: { ...fields, profilePicture: profilePicture?.dataUrl ?? null },
    picture: profilePicture?.picture ?? null,
  };
}

/** The check run when Create is pressed: the same schema the API applies. */
export function validateSignUpForm(values: SignUpFormValues, today: string = localIsoDate()): ValidationResult {
  return validateRegisterPayload(toRegisterPayload(values), today);
}
