import { useAuth } from '@thryve/shared';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';

import { paths, signInPathFor } from '../app/paths';
import { LoadingStatus } from '../components/LoadingStatus';
import { Page } from '../components/Page';
import { useAuthRemote } from '../remotes/AuthRemoteContext';
import { RemoteUnavailable } from '../remotes/RemoteUnavailable';

interface Props {
  /** When set, a signed-in user whose token `role` claim differs goes to `/`. The API checks again. */
  requiredRole?: string;
  /** The guarded screen. */
  children: ReactNode;
}

/**
 * Renders its screen only for a signed-in user (with the role, if one is required). It reads the auth state
 * on every render, so a sign-out at any time (another tab too: Firebase broadcasts it) sends the visitor to
 * sign-in, with the page they were on as `returnTo`.
 */
export function ProtectedRoute({ requiredRole, children }: Props) {
  const { user, loading, role } = useAuth();
  const remote = useAuthRemote();
  const [pathname] = useLocation();
  const search = useSearch();

  if (remote.status === 'unavailable') {
    return (
      <Page narrow>
        <RemoteUnavailable onRetry={remote.retry} />
      </Page>
    );
  }
  if (loading) {
    return (
      <Page narrow>
        <LoadingStatus />
      </Page>
    );
  }
  if (!user) return <Redirect to={signInPathFor(search ? `${pathname}?${search}` : pathname)} replace />;
  if (requiredRole !== undefined && role !== requiredRole) return <Redirect to={paths.home} replace />;
  return children;
}
