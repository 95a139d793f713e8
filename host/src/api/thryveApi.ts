import { type AdminUserSummary, type UserProfile, type WeatherForecast } from '@thryve/shared';
import { apiClient } from '@thryve/shared/http';

// The host's calls to the Thryve API, all through the one apiClient (it adds the Bearer token).

export async function fetchWeatherForecast(signal: AbortSignal): Promise<WeatherForecast[]> {
  return (await apiClient.get<WeatherForecast[]>('weatherForecast', { signal })).data;
}

export async function fetchUserProfile(signal: AbortSignal): Promise<UserProfile> {
  return (await apiClient.get<UserProfile>('api/Identity/user', { signal })).data;
}

/** The picture needs the Bearer token, which an `<img src>` would not send: fetched as a Blob instead. */
export async function fetchProfilePicture(pictureUrl: string, signal: AbortSignal): Promise<Blob> {
  const path = pictureUrl.replace(/^\/+/, '');
  return (await apiClient.get<Blob>(path, { responseType: 'blob', signal })).data;
}

export async function fetchRegisteredUsers(signal: AbortSignal): Promise<AdminUserSummary[]> {
  return (await apiClient.get<AdminUserSummary[]>('api/Identity/users', { signal })).data;
}
