import { API_ERROR_MESSAGES } from '@thryve/contract/errors';

import { ApiError, isApiError } from '../errors/apiError';

describe('ApiError', () => {
  it('takes status and message from the shared maps', () => {
    const error = new ApiError('username_taken');
    expect(error.statusCode).toBe(409);
    expect(error.toBody()).toEqual({ code: 'username_taken', message: API_ERROR_MESSAGES.username_taken });
    expect(new ApiError('validation_failed', { email: 'Email is invalid' }).toBody().details).toEqual({
      email: 'Email is invalid',
    });
  });

  it('is recognised by kind, not only instanceof', () => {
    expect(isApiError({ kind: 'ApiError' })).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
