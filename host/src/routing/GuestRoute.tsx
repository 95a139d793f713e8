import { useAuth } from '@thryve/shared';
import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router';

import { paths, RETURN_TO_PARAM } from '../app/paths';
import { LoadingStatus } from '../components/LoadingStatus';
import { Page } from '../components/Page';

import { safeReturnTo } from './safeReturnTo';

/**
 * For /signin and /signup: a visitor who is already signed in when the page opens goes to the dashboard
 * (or to a safe `returnTo`). A sign-in that happens ON the page is left to the remote screen, which
 * navigates to its `redirectTo` when its work is done: redirecting as soon as Firebase reports the user
 * would unmount SignUp between account creation and registration with the API.
 */
export function GuestRoute({ children }: { children?: ReactNode }) {
  const { user, loading } = useAuth();
  const [searchParams] = useSearchParams();
  const [arrival, setArrival] = useState<'pending' | 'signed-in' | 'signed-out'>('pending');

  if (arrival === 'pending' && !loading) setArrival(user ? 'signed-in' : 'signed-out');

  if (arrival === 'pending') {
    return (
      <Page narrow>
        <LoadingStatus />
      </Page>
    );
  }
  if (arrival === 'signed-in' && user) {
    return <Navigate to={safeReturnTo(searchParams.get(RETURN_TO_PARAM)) ?? paths.home} replace />;
  }
  return children ?? <Outlet />;
}
