import { EN_MESSAGES, type ApiErrorCode, type ErrorCatalogue } from '@thryve/shared';

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
export function apiErrorCode(catalogue: ErrorCatalogue, error: unknown): string | null {
  if (!isHttpError(error)) return null;
  const body = error.response?.data;
  return catalogue.isApiErrorBody(body) ? body.code : null;
}

/** What to tell the user about a failed API call (English, from the catalogue): by the API's stable `code`, never its raw text. */
export function apiErrorMessage(catalogue: ErrorCatalogue, error: unknown): string {
  if (!isHttpError(error)) return UNKNOWN;
  if (!error.response) return UNREACHABLE;
  const code = apiErrorCode(catalogue, error);
  const messages = catalogue.API_ERROR_MESSAGES;
  return code && code in messages ? messages[code as ApiErrorCode] : UNKNOWN;
}
