// The signed-in user's account on the product API, through the one client (it adds the session's token): the
// account screen calls fetchAccountExport itself, the session's account actions the others.

import {
  type EmailVerificationPayload,
  type EmailVerificationResult,
  type ProfileCompletionPayload,
  type ProfileUpdatePayload,
  type RevokeSessionsPayload,
  type UserProfile,
} from '@thryve/contract';
import { API_PATHS } from '@thryve/contract/types';
import { localIsoDate } from '@thryve/contract/validation';
import { isAxiosError } from 'axios';

import { apiClient } from './apiInstance';

/** `PATCH api/Identity/user`: saves the profile; resolves with the API's new answer. */
export async function updateProfileOnApi(payload: ProfileUpdatePayload): Promise<UserProfile> {
  return (await apiClient.patch<UserProfile>(API_PATHS.user, payload)).data;
}

/** `POST api/Identity/register` without the password fields: the profile of an account that has none yet. */
export async function completeProfileOnApi(payload: ProfileCompletionPayload): Promise<UserProfile> {
  return (await apiClient.post<UserProfile>(API_PATHS.register, payload)).data;
}

/**
 * `POST api/Identity/user/sessions/revoke`. `none`: every sign-in of the user ends, this one too. `current`: every
 * sign-in older than this one ends (after a password change; this sign-in must be recent).
 */
export async function revokeSessionsOnApi(keep: NonNullable<RevokeSessionsPayload['keep']>): Promise<void> {
  const body: RevokeSessionsPayload = { keep };
  await apiClient.post(API_PATHS.revokeSessions, body);
}

/**
 * `POST api/Identity/email/verify`: the verification link's code, applied by the API for this browser (with the
 * session's token when signed in). Rejects with the API's error (`invalid_action_code`: expired or used).
 */
export async function completeEmailVerification(oobCode: string): Promise<EmailVerificationResult> {
  const body: EmailVerificationPayload = { oobCode };
  return (await apiClient.post<EmailVerificationResult>(API_PATHS.emailVerification, body)).data;
}

/** `DELETE api/Identity/user`: the API deletes every row of the user, then the Firebase user (recent sign-in). */
export async function deleteAccountOnApi(): Promise<void> {
  await apiClient.delete(API_PATHS.user);
}

/** A plain file name (no folder, no control or shell characters) ending in `.json`. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.json$/;

/** The file name the API gives in Content-Disposition when it is a safe one, else `thryve-account-<today>.json`. */
function exportFilename(disposition: unknown): string {
  const fallback = `thryve-account-${localIsoDate()}.json`;
  if (typeof disposition !== 'string') return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  let name = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
  if (encoded) {
    try {
      name = decodeURIComponent(encoded);
    } catch {
      return fallback;
    }
  }
  return name && SAFE_NAME.test(name) ? name : fallback;
}

/** An error answer read as bytes (the export asks for bytes) gets its JSON body back, as every other call has it. */
function withJsonBody(error: unknown): unknown {
  const response = isAxiosError(error) ? error.response : undefined;
  const bytes = response?.data as ArrayBuffer | Uint8Array | undefined;
  if (!response || typeof bytes?.byteLength !== 'number') return error;
  try {
    response.data = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    response.data = null;
  }
  return error;
}

/**
 * "Download my data": `GET api/Identity/user/export`, everything the API stores about the caller, as the exact
 * bytes it sent (a Blob to save) and the file name to save it under. A refusal rejects with the API's error, its
 * `{ code, message }` body parsed like any other call's.
 */
export async function fetchAccountExport(): Promise<{ filename: string; blob: Blob }> {
  try {
    const response = await apiClient.get<ArrayBuffer>(API_PATHS.userExport, { responseType: 'arraybuffer' });
    const type = String(response.headers['content-type'] ?? 'application/json');
    return {
      filename: exportFilename(response.headers['content-disposition']),
      blob: new Blob([response.data], { type }),
    };
  } catch (error) {
    throw withJsonBody(error);
  }
}
