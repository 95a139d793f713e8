// The passkey endpoints of the product API, through the one client (its interceptor adds the session's token to
// the calls of the signed-in user; the sign-in calls go without one when nobody is signed in). Part of the passkey
// chunk (passkeySignIn.ts): no first screen carries it.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { type Passkey } from '@thryve/contract';
import { API_PATHS } from '@thryve/contract/types';

import { apiClient } from '../http/apiInstance';

export async function fetchRegistrationOptions(): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return (await apiClient.post<PublicKeyCredentialCreationOptionsJSON>(API_PATHS.passkeyRegistrationOptions, {})).data;
}

/** Registers the new credential under `name` (the API names it when none is given); answers the new passkey. */
export async function saveRegistration(response: RegistrationResponseJSON, name?: string): Promise<Passkey> {
  return (await apiClient.post<Passkey>(API_PATHS.passkeyRegistration, { response, name })).data;
}

export async function fetchAuthenticationOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return (await apiClient.post<PublicKeyCredentialRequestOptionsJSON>(API_PATHS.passkeyAuthenticationOptions, {})).data;
}

/** Has the API verify the signed challenge; answers the Firebase custom token of the passkey's owner. */
export async function verifyAuthentication(response: AuthenticationResponseJSON): Promise<string> {
  return (await apiClient.post<{ customToken: string }>(API_PATHS.passkeyAuthentication, { response })).data
    .customToken;
}

/** The signed-in user's passkeys, newest first. */
export async function fetchPasskeys(): Promise<Passkey[]> {
  return (await apiClient.get<Passkey[]>(API_PATHS.passkeys)).data;
}

/** Removes one of the signed-in user's passkeys. One the API no longer knows (404) is gone already: that is done too. */
export async function deletePasskey(id: string): Promise<void> {
  try {
    await apiClient.delete(`${API_PATHS.passkeys}/${encodeURIComponent(id)}`);
  } catch (error) {
    const body = (error as { response?: { data?: { code?: unknown } } } | null)?.response?.data;
    if (body?.code !== 'passkey_not_found') throw error;
  }
}
