import { addEnglish } from '../i18n/catalogues';
import { API_EN_MESSAGES as EN } from '../i18n/messages.api.en';

// The screens show these texts through the page's catalogue (in its language, or as a `localization` overrides
// them), which recognises a message that arrives as its English text: they join its English with the code that hands
// them out, so that no first screen carries them.
addEnglish(EN);

/** Stable `code`s of API error bodies `{ code, message }`, with the status each answers with. */
export const API_ERROR_STATUS = {
  validation_failed: 400,
  bad_request: 400,
  invalid_encoding: 400,
  passkey_rejected: 400,
  invalid_action_code: 400,
  unauthorized: 401,
  forbidden: 403,
  email_mismatch: 403,
  email_unverified: 403,
  recent_sign_in_required: 403,
  passkey_origin_not_allowed: 403,
  not_found: 404,
  not_registered: 404,
  passkey_not_found: 404,
  request_timeout: 408,
  username_taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unsupported_charset: 415,
  rate_limited: 429,
  headers_too_large: 431,
  internal: 500,
  unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** The one map from API error code to the message the API sends; the texts live in i18n/messages.api.en.ts. */
export const API_ERROR_MESSAGES: Record<ApiErrorCode, string> = {
  validation_failed: EN['api.validationFailed'],
  bad_request: EN['api.badRequest'],
  invalid_encoding: EN['api.invalidEncoding'],
  passkey_rejected: EN['api.passkeyRejected'],
  invalid_action_code: EN['api.invalidActionCode'],
  unauthorized: EN['api.unauthorized'],
  forbidden: EN['api.forbidden'],
  email_mismatch: EN['api.emailMismatch'],
  email_unverified: EN['api.emailUnverified'],
  recent_sign_in_required: EN['api.recentSignInRequired'],
  passkey_origin_not_allowed: EN['api.passkeyOriginNotAllowed'],
  not_found: EN['api.notFound'],
  not_registered: EN['api.notRegistered'],
  passkey_not_found: EN['api.passkeyNotFound'],
  request_timeout: EN['api.requestTimeout'],
  username_taken: EN['api.usernameTaken'],
  payload_too_large: EN['api.payloadTooLarge'],
  unsupported_media_type: EN['api.unsupportedMediaType'],
  unsupported_charset: EN['api.unsupportedCharset'],
  rate_limited: EN['api.rateLimited'],
  headers_too_large: EN['api.headersTooLarge'],
  internal: EN['api.internal'],
  unavailable: EN['api.unavailable'],
};

export function isApiErrorBody(body: unknown): body is { code: string; message: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'string' &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}
