// Test helper: which error messages belong to the account screen, for the pseudo-locale checks of each screen.
import { EN_MESSAGES, type MessageId } from '@thryve/contract';
import { AUTH_ERROR_MESSAGES } from '@thryve/contract/errors';

/**
 * onError codes of the sign-in and sign-up screens (`passkey/*` included, though adding a passkey may meet them too),
 * and of Firebase failing to load, which any screen may meet.
 */
const SIGN_IN_AND_UP = /^(sign-in|sign-up|password-reset|passkey)\/|^auth\/unavailable$/;

const texts = (codes: (code: string) => boolean) =>
  new Set(
    Object.entries(AUTH_ERROR_MESSAGES)
      .filter(([code]) => codes(code))
      .map(([, text]) => text),
  );
const signInAndUp = texts((code) => SIGN_IN_AND_UP.test(code));
const account = texts((code) => !SIGN_IN_AND_UP.test(code));

/** `error.*` messages only the account screen's actions show (not also sign-in's or sign-up's). */
export const ACCOUNT_ERROR_IDS = (Object.keys(EN_MESSAGES) as (keyof typeof EN_MESSAGES)[]).filter(
  (id): id is MessageId & typeof id =>
    id.startsWith('error.') && account.has(EN_MESSAGES[id]) && !signInAndUp.has(EN_MESSAGES[id]),
);
