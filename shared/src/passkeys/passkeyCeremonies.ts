// The browser's side of passkeys (@simplewebauthn/browser) with the API's: the ceremonies of signing in and of adding
// a passkey. Part of the passkey chunk (passkeySignIn.ts), loaded on demand.
import { startAuthentication, startRegistration, WebAuthnAbortService } from '@simplewebauthn/browser';
import type { Passkey } from '@thryve/contract';

import {
  fetchAuthenticationOptions,
  fetchRegistrationOptions,
  saveRegistration,
  verifyAuthentication,
} from './passkeyApi';

export interface AuthenticateOptions {
  /** Offer the passkeys in the autofill of the input with `autocomplete="… webauthn"` (conditional mediation). */
  conditional?: boolean;
  /** Abandons the request: a pending browser prompt is cancelled, and the request rejects with an `AbortError`. */
  signal?: AbortSignal;
}

const abandoned = () => new DOMException('The passkey request was abandoned', 'AbortError');

/**
 * Signs in with a passkey: the API's challenge, the browser's prompt (or its autofill), the API's verification.
 * Resolves with the Firebase custom token of the passkey's owner. A newer ceremony cancels this one (the library
 * allows one at a time); so does `signal`.
 */
export async function authenticate({ conditional = false, signal }: AuthenticateOptions = {}): Promise<string> {
  if (signal?.aborted) throw abandoned();
  const optionsJSON = await fetchAuthenticationOptions();
  if (signal?.aborted) throw abandoned();
  const cancel = () => WebAuthnAbortService.cancelCeremony();
  signal?.addEventListener('abort', cancel, { once: true });
  let response;
  try {
    response = await startAuthentication({ optionsJSON, useBrowserAutofill: conditional });
  } finally {
    // Listening no longer: a later abort must not cancel another ceremony that started since.
    signal?.removeEventListener('abort', cancel);
  }
  if (signal?.aborted) throw abandoned();
  return verifyAuthentication(response);
}

/**
 * Adds a passkey for the signed-in user: the API's options (which list the user's passkeys, so an authenticator that
 * has one already refuses with `InvalidStateError`), the browser's prompt, the API's verification.
 */
export async function register(name?: string): Promise<Passkey> {
  const optionsJSON = await fetchRegistrationOptions();
  const response = await startRegistration({ optionsJSON });
  return saveRegistration(response, name);
}
