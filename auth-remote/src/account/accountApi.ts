// The account screen's reads of the API, through the product's one HTTP client (it adds the Bearer token). Imported
// only by the account screen, so the sign-in and sign-up screens do not load axios.
import type { UserProfile } from '@thryve/shared';
import { apiClient } from '@thryve/shared/http';

export async function fetchUserProfile(signal: AbortSignal): Promise<UserProfile> {
  return (await apiClient.get<UserProfile>('api/Identity/user', { signal })).data;
}

/** The owner-only picture needs the Bearer token, which an `<img src>` would not send: fetched as a Blob. */
export async function fetchProfilePicture(pictureUrl: string, signal: AbortSignal): Promise<Blob> {
  const path = pictureUrl.replace(/^\/+/, '');
  return (await apiClient.get<Blob>(path, { responseType: 'blob', signal })).data;
}
