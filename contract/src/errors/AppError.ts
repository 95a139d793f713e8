/** Stable codes of errors raised by our own code (not the identity provider's, not the API's). */
export type AppErrorCode =
  | 'auth/provider-missing'
  | 'auth/not-signed-in'
  | 'auth/unavailable'
  | 'config/invalid'
  | 'registration/failed'
  | 'session/config-conflict';

/**
 * An error with a stable `code`. `kind` lets `isAppError` recognise one thrown by another bundle
 * (host and remote are built apart), where `instanceof` would fail.
 */
export class AppError extends Error {
  readonly kind = 'AppError' as const;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}

export function isAppError(error: unknown): error is AppError {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'AppError';
}

/** The `code` of any error-like value (Firebase errors carry e.g. `auth/invalid-credential`), or ''. */
export function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string') {
    return (error as { code: string }).code;
  }
  return '';
}
