import { use } from 'react';

import { loadErrorCatalogue, type ErrorCatalogue } from '../session/failures';

/**
 * The page's error catalogue, for a component that explains failures. The session loads it with Firebase, so it is
 * usually in before anything can fail; until it is, the component suspends (React `use`, called on every render: a
 * loaded catalogue's promise says so, and `use` gives it at once). One that cannot load throws its
 * `AppError('auth/unavailable')` to the nearest error boundary.
 */
export function useErrorCatalogue(): ErrorCatalogue {
  return use(loadErrorCatalogue());
}
