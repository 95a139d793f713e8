// The signed-in user's profile on the product API, as the pages read it (the Thryve host's home page and the account
// screen), through the one client: it adds the session's token.
import { type UserProfile } from '@thryve/contract';
import { API_PATHS } from '@thryve/contract/types';

import { apiClient } from './apiInstance';

/** `GET api/Identity/user`: the caller's profile. */
export async function fetchUserProfile(signal?: AbortSignal): Promise<UserProfile> {
  return (await apiClient.get<UserProfile>(API_PATHS.user, { signal })).data;
}

/**
 * The owner-only picture of a profile (its `pictureUrl`, a path below the API). It needs the Bearer token, which an
 * `<img src>` would not send: fetched as a Blob instead.
 */
export async function fetchProfilePicture(pictureUrl: string, signal?: AbortSignal): Promise<Blob> {
  const path = pictureUrl.replace(/^\/+/, '');
  return (await apiClient.get<Blob>(path, { responseType: 'blob', signal })).data;
}
