// What a page says about a failed call of the product API (the Thryve host's pages, the account screen's reads): by
// the API's stable `code`, never its raw text. Duck-typed on axios's errors, so that no caller needs axios itself.
import { EN_MESSAGES as EN } from '../i18n/messages.en';
import { API_ERROR_MESSAGES, isApiErrorBody, type ApiErrorCode } from './apiErrorCodes';

interface HttpErrorLike {
  isAxiosError: true;
  response?: { status: number; data: unknown };
}

function isHttpError(error: unknown): error is HttpErrorLike {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The stable `code` of the API's `{ code, message }` answer carried by a failed call, or null. */
export function apiFailureCode(error: unknown): string | null {
  const body = (error as { response?: { data?: unknown } } | null)?.response?.data;
  return isApiErrorBody(body) ? body.code : null;
}

/** The English message of a failed API call: its code's, that the API was not reached, or that something failed. */
export function apiFailureMessage(error: unknown): string {
  if (isHttpError(error) && !error.response) return EN['api.unreachable'];
  const code = apiFailureCode(error);
  return code !== null && code in API_ERROR_MESSAGES ? API_ERROR_MESSAGES[code as ApiErrorCode] : EN['api.unknown'];
}
