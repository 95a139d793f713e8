// What the account screen says about a failed action, from the event its action reports (the codes and messages of
// the page's error catalogue, `useErrorCatalogue()` of @thryve/shared): onError hears the message the screen shows.
import {
  EN_MESSAGES,
  type ApiErrorBody,
  type ApiErrorCode,
  type AuthErrorEvent,
  type ErrorCatalogue,
} from '@thryve/shared';

import { english, type ScreenMessage } from './screenMessage';

export interface AccountFailure {
  message: ScreenMessage;
  event: AuthErrorEvent;
}

/** The failure as the screen shows it: the event's message, in the screen's language. */
export function shownFailure(event: AuthErrorEvent): AccountFailure {
  return { event, message: english(event.message) };
}

/** The body `{ code, message, details }` of an API refusal. */
export function apiErrorBody(catalogue: ErrorCatalogue, error: unknown): ApiErrorBody | null {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  return catalogue.isApiErrorBody(data) ? data : null;
}

/** A read of the API failed (no action event of its own): the message of its stable code, or that it was not reached. */
export function apiReadFailure(catalogue: ErrorCatalogue, error: unknown): ScreenMessage {
  const http = error as { isAxiosError?: unknown; response?: unknown } | null;
  if (http?.isAxiosError === true && !http.response) return english(EN_MESSAGES['api.unreachable']);
  const code = apiErrorBody(catalogue, error)?.code;
  const messages = catalogue.API_ERROR_MESSAGES;
  if (code && code in messages) return english(messages[code as ApiErrorCode]);
  return english(EN_MESSAGES['api.unknown']);
}
