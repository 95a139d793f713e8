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

/**
 * Body of `POST api/Identity/register` for an account Firebase has already and the API has not (a Google sign-in, an
 * address taken back from an unverified sign-up, a sign-up whose registration failed): the registration payload
 * without its password fields, which Firebase holds (or not). Checked by the same rules and messages.
 */
export type ProfileCompletionPayload = Omit<RegisterPayload, 'password' | 'confirmPassword'>;

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
  /** The token's `email_verified` claim: Firebase has seen the owner follow the verification link. */
  emailVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * Body of `PATCH api/Identity/user`: the profile fields of the sign-up form, checked by the same rules and messages.
 * The email is Firebase's and is not changed here. `profilePicture`: a new data URL, `null` to remove the picture,
 * or left out to keep it.
 */
export interface ProfileUpdatePayload {
  firstName: string;
  lastName: string;
  username: string;
  birthday: string | null;
  weight: number | null;
  height: number | null;
  profilePicture?: string | null;
}

/**
 * Body of `POST api/Identity/user/sessions/revoke`: `keep: 'none'` (the default) ends every sign-in of the caller,
 * this one included ("Sign out of all devices"); `keep: 'current'` keeps the caller's own sign-in, which must be
 * recent (after a password change).
 */
export interface RevokeSessionsPayload {
  keep?: 'none' | 'current';
}

/**
 * Answer of `GET api/Identity/user/export` ("Download my data"): everything the API stores about the caller.
 * Served as an attachment, never cached.
 */
/** Body of `POST api/Identity/email/verify`: the `oobCode` of the verification link the page was opened with. */
export interface EmailVerificationPayload {
  oobCode: string;
}

/**
 * What following the verification link did. `verified`: the address is proven for the account this browser is signed
 * in to (or already was): its session and data stay. `passwordRequired`: the link was followed without that account's
 * session, so the account is handed to the address's owner: every earlier sign-in ended, what they wrote dropped,
 * their password replaced; the owner sets a new one with `passwordResetCode` (Firebase's confirmPasswordReset).
 */
export type EmailVerificationResult =
  { outcome: 'verified' } | { outcome: 'passwordRequired'; email: string; passwordResetCode: string };

export interface AccountExport {
  /** The version of this format. */
  format: 'thryve-account-export/1';
  exportedAt: string;
  account: {
    uid: string;
    email: string | null;
    emailVerified: boolean;
    /** The token's `role` claim, or null. */
    role: string | null;
  };
  /** null when the account never completed registration. */
  profile: {
    firstName: string;
    lastName: string;
    username: string;
    email: string;
    birthday: string | null;
    height: number | null;
    weight: number | null;
    /** The picture as a `data:` URL, or null. */
    picture: string | null;
    createdAt: string;
    updatedAt: string;
  } | null;
  /** Sign-ins ended by logout (kept a day so copied tokens stay refused). */
  endedSessions: { authTime: number; endedAt: string }[];
  /** Sign-out-everywhere, password changes and role changes: tokens of sign-ins before this were refused. */
  tokenRevocation: { revokedBefore: number; revokedAt: string } | null;
  /** The account's passkeys (since 3.1): the RP ID each was made for, and whether it is synced (backed up). */
  passkeys: (Passkey & { rpId: string; backedUp: boolean })[];
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

/**
 * A passkey of the signed-in user, as `GET api/passkeys` lists it (newest first) and `POST api/passkeys/registration`
 * answers it. Times are ISO 8601; `lastUsedAt` is null until the passkey first signs in.
 */
export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}
