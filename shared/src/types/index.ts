export type { AdminUserSummary, ApiErrorBody, RegisterPayload, UserProfile, WeatherForecast } from './api';
export type {
  AuthErrorCode,
  AuthErrorEvent,
  AuthEvents,
  AuthProviderProps,
  LocalizationOption,
  MountModule,
  MountOptions,
  MountScreen,
  NavigateFunction,
  SessionListener,
  SessionModule,
  SessionSnapshot,
  SessionStatus,
  SessionUser,
  SignInProps,
  SignUpProps,
} from './remote';
