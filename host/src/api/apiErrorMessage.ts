import { API_ERROR_MESSAGES, EN_MESSAGES, isApiErrorBody, type ApiErrorCode } from '@thryve/shared';

// English, from the catalogue: QueryError shows them through the page's localization.
const UNREACHABLE = EN_MESSAGES['api.unreachable'];
const UNKNOWN = EN_MESSAGES['api.unknown'];

interface HttpErrorLike {
  isAxiosError: true;
  response?: { status: number; data: unknown };
}

// Duck-typed rather than axios's isAxiosError: the host does not depend on axios itself (apiClient is shared).
function isHttpError(error: unknown): error is HttpErrorLike {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The API's stable error `code`, or null. */
export function apiErrorCode(error: unknown): string | null {
  if (!isHttpError(error)) return null;
  const body = error.response?.data;
  return isApiErrorBody(body) ? body.code : null;
}

/** What to tell the user about a failed API call (English, from the catalogue): by the API's stable `code`, never its raw text. */
export function apiErrorMessage(error: unknown): string {
  if (!isHttpError(error)) return UNKNOWN;
  if (!error.response) return UNREACHABLE;
  const code = apiErrorCode(error);
  return code && code in API_ERROR_MESSAGES ? API_ERROR_MESSAGES[code as ApiErrorCode] : UNKNOWN;
}
