import type { AuthErrorCode, AuthErrorEvent, MessageId } from '@thryve/shared';

import { english, type ScreenMessage } from './screenMessage';

/** What the passkey section says: a message, and whether it is an outcome (status) or a failure (alert). */
export interface PasskeyNotice {
  message: ScreenMessage;
  tone: 'status' | 'alert';
}

/** The passkey failures whose texts are the account screen's own; the others are the shared catalogue's. */
const OWN_TEXTS: Partial<Record<AuthErrorCode, MessageId>> = {
  'passkey-add/cancelled': 'account.passkeyAddCancelled',
  'passkey-add/already-registered': 'account.passkeyAlreadyRegistered',
  'passkey-add/failed': 'account.passkeyAddFailed',
  'passkey-remove/failed': 'account.passkeyRemoveFailed',
};

/** The notice of a failed addition or removal: a closed prompt calmly (status), anything else as an alert. */
export function passkeyFailureNotice(event: AuthErrorEvent): PasskeyNotice {
  const id = OWN_TEXTS[event.code];
  return {
    message: id ? { id } : english(event.message),
    tone: event.code === 'passkey-add/cancelled' ? 'status' : 'alert',
  };
}
