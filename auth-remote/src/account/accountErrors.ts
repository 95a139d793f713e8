// What the account screen says about a failed action, from the event its action reports (the codes and messages of
// the page's error catalogue, `useErrorCatalogue()` of @thryve/shared): onError hears the message the screen shows.
import { type ApiErrorBody, type AuthErrorEvent } from '@thryve/contract';
import { type ErrorCatalogue } from '@thryve/shared';

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
  return english(catalogue.apiFailureMessage(error));
}
