import { useAuthRemote } from '@thryve/federation/react';
import { useAuth } from '@thryve/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { paths, signInPathFor, verifyEmailPathFor } from '../app/paths';
import { LoadingStatus } from '../components/LoadingStatus';
import { Page } from '../components/Page';
import { RemoteUnavailable } from '../remotes/RemoteUnavailable';

interface Props {
  /** When set, a signed-in user whose token `role` claim differs goes to `/`. The API checks again. */
  requiredRole?: string;
  /**
   * When true, a signed-in user whose email is not verified goes to `/verify-email`, with this page as `returnTo`;
   * once verified, they come back. Only the screen: an API route that must refuse unverified users says so itself.
   */
  requireVerifiedEmail?: boolean;
  /** The guarded screen. */
  children: ReactNode;
}

/**
 * Renders its screen only for a signed-in user (with the role and a verified email, if required). It reads the
 * auth state on every render, so a sign-out at any time (another tab too: Firebase broadcasts it) sends the
 * visitor to sign-in, with the page they were on as `returnTo`.
 */
export function ProtectedRoute({ requiredRole, requireVerifiedEmail = false, children }: Props) {
  const { user, loading, role } = useAuth();
  const remote = useAuthRemote();
  const { pathname, search } = useLocation();

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
  if (!user) return <Navigate to={signInPathFor(`${pathname}${search}`)} replace />;
  if (requiredRole !== undefined && role !== requiredRole) return <Navigate to={paths.home} replace />;
  if (requireVerifiedEmail && !user.emailVerified) {
    return <Navigate to={verifyEmailPathFor(`${pathname}${search}`)} replace />;
  }
  return children;
}
