import { useAuth } from '@thryve/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { paths } from '../app/paths';
import { LoadingStatus } from '../components/LoadingStatus';
import { Page } from '../components/Page';
import { prerenderedElement } from '../remotes/prerenderedElement';
import { useReturnTo } from './useReturnTo';

/**
 * For /signin and /signup: a signed-in visitor goes to a safe `returnTo`, else to the dashboard. Waits for
 * the auth state first, so a remembered user never sees the form flash. Reacting to a sign-in made on the
 * page is safe: the remote publishes a new user only once sign-up has also registered them with the API.
 */
export function GuestRoute({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const returnTo = useReturnTo();
  const { pathname } = useLocation();

  if (loading) {
    // The page's prerendered form shows meanwhile (a remembered user's is hidden, and gets the loading screen).
    if (prerenderedElement(pathname)) return null;
    return (
      <Page narrow>
        <LoadingStatus />
      </Page>
    );
  }
  if (user) return <Navigate to={returnTo ?? paths.home} replace />;
  return children;
}
