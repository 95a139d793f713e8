import { EN_MESSAGES, lazyModule } from '@thryve/contract';
import type * as Errors from '@thryve/contract/errors';
import type { AuthErrorEvent } from '@thryve/contract/errors';

/** The error catalogue: what a Firebase or API failure means, and the event and message it gives. */
export type ErrorCatalogue = typeof Errors;

/**
 * The catalogue as a chunk of its own, of whichever build provides `@thryve/shared` (one per page): only a failure
 * needs it, so no first screen carries it. The session loads it with Firebase (`prepare()`).
 */
const catalogue = lazyModule(
  () => import(/* webpackChunkName: "thryve-errors" */ '@thryve/contract/errors'),
  (module): ErrorCatalogue => module,
  'the error catalogue',
);

/** Loads the error catalogue (once per page). Rejects with `AppError('auth/unavailable')` when it cannot load. */
export const loadErrorCatalogue = (): Promise<ErrorCatalogue> => catalogue.load();

export const prepareFailures = (): void => void catalogue.load().catch(() => undefined);

/**
 * The `onError` event of a failure, through the catalogue (`failureEvent((errors) => errors.signInFailure(error))`).
 * When even the catalogue cannot load (offline), the failure is what that means: the sign-in service is out of
 * reach (`auth/unavailable`). Never rejects.
 */
export async function failureEvent<E extends AuthErrorEvent | null>(
  map: (errors: ErrorCatalogue) => E,
): Promise<E | AuthErrorEvent> {
  try {
    return map(await catalogue.load());
  } catch {
    return { code: 'auth/unavailable', message: EN_MESSAGES['error.authUnavailable'] };
  }
}
