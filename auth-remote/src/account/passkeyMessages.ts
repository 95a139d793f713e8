import type { AuthErrorEvent } from '@thryve/contract';
import type { ErrorCatalogue } from '@thryve/shared';

import type { ScreenMessage } from './screenMessage';

/** What the passkey section says: a message, and whether it is an outcome (status) or a failure (alert). */
export interface PasskeyNotice {
  message: ScreenMessage;
  tone: 'status' | 'alert';
}

/**
 * The notice of a failed addition or removal, in the screen's language (the catalogue's message of the event's code):
 * a closed prompt calmly (status), anything else as an alert.
 */
export function passkeyFailureNotice(catalogue: ErrorCatalogue, event: AuthErrorEvent): PasskeyNotice {
  return {
    message: { id: catalogue.AUTH_ERROR_IDS[event.code] },
    tone: event.code === 'passkey-add/cancelled' ? 'status' : 'alert',
  };
}
