/**
 * The product API's paths, relative to its base URL as the spec writes them: the pages call them through the one
 * API client, and the API routes each one at `/` + its path. Pure data, so that both read this one table.
 */
export const API_PATHS = {
  register: 'api/Identity/register',
  logout: 'api/Identity/logout',
  /** The caller's profile: GET, PATCH, and DELETE (the account). */
  user: 'api/Identity/user',
  /** The caller's owner-only picture; a profile's `pictureUrl` names it with `?v=` (which changes with the picture). */
  userPicture: 'api/Identity/user/picture',
  userExport: 'api/Identity/user/export',
  revokeSessions: 'api/Identity/user/sessions/revoke',
  users: 'api/Identity/users',
  /** The verification link's code, applied by the API for the browser that followed it (public; a token if any). */
  emailVerification: 'api/Identity/email/verify',
  /** The caller's passkeys: GET lists them, DELETE `passkeys/<id>` removes one. */
  passkeys: 'api/passkeys',
  passkeyRegistrationOptions: 'api/passkeys/registration/options',
  passkeyRegistration: 'api/passkeys/registration',
  passkeyAuthenticationOptions: 'api/passkeys/authentication/options',
  passkeyAuthentication: 'api/passkeys/authentication',
  /** A partner backend's question about one user (@thryve/server). */
  partnerStanding: 'api/Partner/standing',
  weatherForecast: 'weatherForecast',
} as const;
