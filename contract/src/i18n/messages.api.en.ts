/**
 * The English texts of the API's error codes: the `message` of its answers `{ code, message }`
 * (errors/apiErrorCodes.ts), which the host and the account screen show after what failed. Pure data, imported by
 * the error catalogue only: a page loads them with it (on the first failure, or beside Firebase), never with its
 * first screen.
 */
export const API_EN_MESSAGES = {
  'api.validationFailed': 'Some fields are invalid',
  'api.badRequest': 'The request is malformed',
  'api.unauthorized': 'Sign in again: the token is missing, invalid or expired',
  'api.forbidden': 'You do not have permission to do this',
  'api.emailMismatch': "The email does not match the signed-in account's email",
  'api.emailUnverified': 'Verify your email address first: follow the link in the verification email',
  'api.recentSignInRequired': 'Sign in again to confirm it is you, then try again',
  'api.notFound': 'Not found',
  'api.notRegistered': 'This account has not completed registration',
  'api.usernameTaken': 'That username is already taken',
  'api.payloadTooLarge': 'The request body is too large',
  'api.unsupportedMediaType': 'The request body must be JSON',
  'api.rateLimited': 'Too many requests: try again shortly',
  'api.internal': 'Something went wrong on our side',
  'api.unavailable': 'The service is temporarily unavailable',
  'api.invalidEncoding': 'The request body must be valid UTF-8',
  'api.requestTimeout': 'The request took too long to arrive: send it again',
  'api.unsupportedCharset': 'The request body must be encoded in UTF-8',
  'api.headersTooLarge': 'The request headers are too large',
  'api.passkeyNotFound': 'This passkey is not registered. Sign in another way, or use another passkey',
  'api.passkeyRejected': 'The passkey could not be verified: try again',
  'api.passkeyOriginNotAllowed': 'Passkeys cannot be used from this site',
  'api.invalidActionCode': 'This link has expired or has already been used',
} as const;
