import { type AdminUserSummary, type WeatherForecast } from '@thryve/contract';
import { API_PATHS } from '@thryve/contract/types';
import { apiClient } from '@thryve/shared/http';

// The host's own calls to the Thryve API, through the one apiClient (it adds the Bearer token); the profile's are
// @thryve/shared/http's, which the account screen reads too.

export async function fetchWeatherForecast(signal: AbortSignal): Promise<WeatherForecast[]> {
  return (await apiClient.get<WeatherForecast[]>(API_PATHS.weatherForecast, { signal })).data;
}

export async function fetchRegisteredUsers(signal: AbortSignal): Promise<AdminUserSummary[]> {
  return (await apiClient.get<AdminUserSummary[]>(API_PATHS.users, { signal })).data;
}
