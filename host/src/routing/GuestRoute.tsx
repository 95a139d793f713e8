import { safeRedirect, useAuth } from '@thryve/shared';
import type { ReactNode } from 'react';
import { Redirect, useSearchParams } from 'wouter';

import { paths, RETURN_TO_PARAM } from '../app/paths';
import { LoadingStatus } from '../components/LoadingStatus';
import { Page } from '../components/Page';

/**
 * For /signin and /signup: a signed-in visitor goes to a safe `returnTo`, else to the dashboard. Waits for
 * the auth state first, so a remembered user never sees the form flash. Reacting to a sign-in made on the
 * page is safe: the remote publishes a new user only once sign-up has also registered them with the API.
 */
export function GuestRoute({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const [searchParams] = useSearchParams();

  if (loading) {
    return (
      <Page narrow>
        <LoadingStatus />
      </Page>
    );
  }
  if (user) return <Redirect to={safeRedirect(searchParams.get(RETURN_TO_PARAM)) ?? paths.home} replace />;
  return children;
}
