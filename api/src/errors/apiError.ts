import type { ApiErrorBody } from '@thryve/contract';
import { API_ERROR_MESSAGES, API_ERROR_STATUS, type ApiErrorCode } from '@thryve/contract/errors';

/** An error the API answers as `{ code, message }` with the code's status. */
export class ApiError extends Error {
  readonly kind = 'ApiError';
  readonly statusCode: number;

  constructor(
    readonly code: ApiErrorCode,
    readonly details?: Record<string, string>,
  ) {
    super(API_ERROR_MESSAGES[code]);
    this.statusCode = API_ERROR_STATUS[code];
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message, ...(this.details && { details: this.details }) };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'ApiError';
}
