export type { AdminUserSummary, ApiErrorBody, RegisterPayload, UserProfile, WeatherForecast } from './api';
export type { AuthProviderProps, SignInProps, SignUpProps } from './remote';
