import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { z } from 'zod';

import { ApiError } from '../errors/apiError';

/** What a passkey is called when its owner names it nothing. */
const DEFAULT_PASSKEY_NAME = 'Passkey';
const MAX_PASSKEY_NAME_LENGTH = 64;

/** base64url, as the browser's JSON forms of credentials carry their bytes; bounded (an attestation is a few KB). */
const bytes = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]*={0,2}$/)
    .max(max);
const credentialId = bytes(1_400).min(1);

/** The shape of a credential's JSON form, checked before any of it is used; the library checks the rest. */
const credential = <Response extends z.ZodRawShape>(response: Response) =>
  z.looseObject({
    id: credentialId,
    rawId: credentialId,
    type: z.string().max(32),
    response: z.looseObject({ clientDataJSON: bytes(4_000), ...response }),
    clientExtensionResults: z.looseObject({}).default({}),
    authenticatorAttachment: z.string().max(32).optional(),
  });

const registrationBody = z.object({
  response: credential({
    attestationObject: bytes(8_000),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  // 64 graphemes of up to about 15 code units each (emoji sequences) at most; counted in passkeyName.
  name: z.string().max(1_000).optional(),
});

const authenticationBody = z.object({
  response: credential({
    authenticatorData: bytes(4_000),
    signature: bytes(1_000),
    userHandle: bytes(100).optional(),
  }),
});

/** Control characters, and the bidi overrides that could make a name read as another. */
const HIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** Something that shows: not only format characters (zero-width ones) and spaces. */
const SHOWS = /[^\p{Cf}\p{Z}]/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The passkey's name: trimmed, 1 to 64 visible characters (graphemes: an emoji with modifiers counts once); none given
 * (or blank) is "Passkey". A name with control characters or nothing visible is a 400.
 */
export function passkeyName(name: string | undefined): string {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return DEFAULT_PASSKEY_NAME;
  const visible = [...graphemes.segment(trimmed)].length;
  if (HIDDEN.test(trimmed) || !SHOWS.test(trimmed) || visible > MAX_PASSKEY_NAME_LENGTH) {
    throw new ApiError('bad_request');
  }
  return trimmed;
}

export function registrationBodyOf(body: unknown): { response: RegistrationResponseJSON; name: string } {
  const parsed = registrationBody.safeParse(body);
  if (!parsed.success) throw new ApiError('bad_request');
  return { response: parsed.data.response as RegistrationResponseJSON, name: passkeyName(parsed.data.name) };
}

export function authenticationBodyOf(body: unknown): AuthenticationResponseJSON {
  const parsed = authenticationBody.safeParse(body);
  if (!parsed.success) throw new ApiError('bad_request');
  return parsed.data.response as AuthenticationResponseJSON;
}

/** The challenge and origin the browser signed; a clientDataJSON that is not one is a rejected passkey. */
export function clientDataOf(response: { response: { clientDataJSON: string } }): {
  challenge: string;
  origin: string;
} {
  try {
    const { challenge, origin } = decodeClientDataJSON(response.response.clientDataJSON);
    if (typeof challenge === 'string' && typeof origin === 'string') return { challenge, origin };
  } catch {
    // Not base64url of JSON: answered below.
  }
  throw new ApiError('passkey_rejected');
}
