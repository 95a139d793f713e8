/** Body of `POST api/Identity/register` (spec section 7). Password fields are accepted, never stored. */
export interface RegisterPayload {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
  /** `YYYY-MM-DD`, or null when not given. */
  birthday: string | null;
  /** Pounds, or null when not given. */
  weight: number | null;
  /** Inches, or null when not given. */
  height: number | null;
  /** `data:image/jpeg;base64,...` or `data:image/png;base64,...`, or null when not given. */
  profilePicture: string | null;
}

/** Answer of `GET api/Identity/user`. */
export interface UserProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  birthday: string | null;
  height: number | null;
  weight: number | null;
  role: string | null;
  /** Path (relative to the API base URL) of the owner-only picture, or null when none was uploaded. */
  pictureUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One item of `GET weatherForecast` (placeholder data). */
export interface WeatherForecast {
  date: string;
  summary: string;
  temperatureC: number;
  temperatureF: number;
}

/** One row of the admin listing, `GET api/Identity/users` (role `admin`). */
export interface AdminUserSummary {
  id: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  createdAt: string;
}

/** Every API error answers this JSON shape. */
export interface ApiErrorBody {
  code: string;
  message: string;
  /** Per-field messages for `validation_failed`. */
  details?: Record<string, string>;
}
