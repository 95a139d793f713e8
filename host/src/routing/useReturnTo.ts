import { safeRedirect } from '@thryve/contract';
import { useLocation } from 'react-router-dom';

import { RETURN_TO_PARAM } from '../app/paths';

/**
 * The page this visitor was sent away from (`?returnTo=`), when it is a same-origin path (`safeRedirect`), else null.
 * Read from the location rather than with `useSearchParams`, whose setter the host never uses (bytes on every page).
 */
export function useReturnTo(): string | null {
  return safeRedirect(new URLSearchParams(useLocation().search).get(RETURN_TO_PARAM));
}
