// The passkey endpoints of the product API, through the one client (its interceptor adds the session's token to
// the calls of the signed-in user; the sign-in calls go without one when nobody is signed in). Part of the passkey
// chunk (passkeySignIn.ts): no first screen carries it.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

import { apiClient } from '../http/apiClient';
import type { Passkey } from '../types/api';

export async function fetchRegistrationOptions(): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return (await apiClient.post<PublicKeyCredentialCreationOptionsJSON>('api/passkeys/registration/options', {})).data;
}

/** Registers the new credential under `name` (the API names it when none is given); answers the new passkey. */
export async function saveRegistration(response: RegistrationResponseJSON, name?: string): Promise<Passkey> {
  return (await apiClient.post<Passkey>('api/passkeys/registration', { response, name })).data;
}

export async function fetchAuthenticationOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return (await apiClient.post<PublicKeyCredentialRequestOptionsJSON>('api/passkeys/authentication/options', {})).data;
}

/** Has the API verify the signed challenge; answers the Firebase custom token of the passkey's owner. */
export async function verifyAuthentication(response: AuthenticationResponseJSON): Promise<string> {
  return (await apiClient.post<{ customToken: string }>('api/passkeys/authentication', { response })).data.customToken;
}

/** The signed-in user's passkeys, newest first. */
export async function fetchPasskeys(): Promise<Passkey[]> {
  return (await apiClient.get<Passkey[]>('api/passkeys')).data;
}

/** Removes one of the signed-in user's passkeys. One the API no longer knows (404) is gone already: that is done too. */
export async function deletePasskey(id: string): Promise<void> {
  try {
    await apiClient.delete(`api/passkeys/${encodeURIComponent(id)}`);
  } catch (error) {
    const body = (error as { response?: { data?: { code?: unknown } } } | null)?.response?.data;
    if (body?.code !== 'passkey_not_found') throw error;
  }
}
