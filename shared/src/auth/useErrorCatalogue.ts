import { use } from 'react';

import { loadedErrorCatalogue, loadErrorCatalogue, type ErrorCatalogue } from '../session/failures';

/**
 * The page's error catalogue, for a component that explains failures. The session loads it with Firebase, so it is
 * usually in before anything can fail; until it is, the component suspends (React `use`). One that cannot load
 * throws its `AppError('auth/unavailable')` to the nearest error boundary.
 */
export function useErrorCatalogue(): ErrorCatalogue {
  return loadedErrorCatalogue() ?? use(loadErrorCatalogue());
}
