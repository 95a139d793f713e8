import { API_ERROR_MESSAGES } from '../apiErrorCodes';
import { apiFailureCode, apiFailureMessage } from '../apiFailure';

/** A failed call as axios reports it: with the API's answer, or without one (the API was not reached). */
const failedCall = (response?: { status: number; data: unknown }) => ({ isAxiosError: true, response });

it('says what the API answered, by its stable code (never its raw text)', () => {
  const error = failedCall({ status: 409, data: { code: 'username_taken', message: 'raw text from the wire' } });
  expect(apiFailureCode(error)).toBe('username_taken');
  expect(apiFailureMessage(error)).toBe(API_ERROR_MESSAGES.username_taken);
});

it('says the API was not reached when no answer came', () => {
  expect(apiFailureCode(failedCall())).toBeNull();
  expect(apiFailureMessage(failedCall())).toBe(
    'The Thryve service could not be reached. Check your connection and try again.',
  );
});

it('says something went wrong for a code it does not know, an answer without a code, or no API call at all', () => {
  const unknown = 'Something went wrong on our side.';
  expect(apiFailureMessage(failedCall({ status: 500, data: { code: 'new_code', message: 'x' } }))).toBe(unknown);
  expect(apiFailureMessage(failedCall({ status: 502, data: '<html>' }))).toBe(unknown);
  expect(apiFailureMessage(new Error('boom'))).toBe(unknown);
  expect(apiFailureCode(new Error('boom'))).toBeNull();
});
