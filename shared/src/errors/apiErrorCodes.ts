/** Stable `code`s of API error bodies `{ code, message }`, with the status each answers with. */
export const API_ERROR_STATUS = {
  validation_failed: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  email_mismatch: 403,
  not_found: 404,
  not_registered: 404,
  username_taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** The one map from API error code to the message the API sends. */
export const API_ERROR_MESSAGES: Record<ApiErrorCode, string> = {
  validation_failed: 'Some fields are invalid',
  bad_request: 'The request is malformed',
  unauthorized: 'Sign in again: the token is missing, invalid or expired',
  forbidden: 'You do not have permission to do this',
  email_mismatch: "The email does not match the signed-in account's email",
  not_found: 'Not found',
  not_registered: 'This account has not completed registration',
  username_taken: 'That username is already taken',
  payload_too_large: 'The request body is too large',
  unsupported_media_type: 'The request body must be JSON',
  rate_limited: 'Too many requests: try again shortly',
  internal: 'Something went wrong on our side',
  unavailable: 'The service is temporarily unavailable',
};

export function isApiErrorBody(body: unknown): body is { code: string; message: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'string' &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}
