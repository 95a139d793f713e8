import { Suspense, useLayoutEffect } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';

import { LoadingStatus } from '../components/LoadingStatus';
import { Page } from '../components/Page';
import { discardPrerenderedScreens, prerenderedElement } from '../remotes/prerenderedElement';
import { NotFoundPage } from '../routes/NotFoundPage';
import { AccountPage, AdminPage, EmailActionPage, HomePage, VerifyEmailPage } from '../routes/signedInPages';
import { SignInPage } from '../routes/SignInPage';
import { SignUpPage } from '../routes/SignUpPage';
import { GuestRoute } from '../routing/GuestRoute';
import { ProtectedRoute } from '../routing/ProtectedRoute';
import { paths } from './paths';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The host's routes. An object table for `useRoutes` rather than `<Routes>` children: the same matching, without
 * the code that reads routes out of elements (on every page, /signin included).
 */
const routes: RouteObject[] = [
  {
    path: paths.home,
    element: (
      <ProtectedRoute>
        <HomePage />
      </ProtectedRoute>
    ),
  },
  {
    path: paths.account,
    element: (
      <ProtectedRoute>
        <AccountPage />
      </ProtectedRoute>
    ),
  },
  {
    path: paths.admin,
    element: (
      <ProtectedRoute requiredRole="admin">
        <AdminPage />
      </ProtectedRoute>
    ),
  },
  // Where `<ProtectedRoute requireVerifiedEmail>` sends a signed-in user whose email is not verified.
  {
    path: paths.verifyEmail,
    element: (
      <ProtectedRoute>
        <VerifyEmailPage />
      </ProtectedRoute>
    ),
  },
  // The links of Firebase's mails, for whoever opens them: no guard (the page itself decides what a session means).
  { path: paths.emailAction, element: <EmailActionPage /> },
  {
    path: paths.signIn,
    element: (
      <GuestRoute>
        <SignInPage />
      </GuestRoute>
    ),
  },
  {
    path: paths.signUp,
    element: (
      <GuestRoute>
        <SignUpPage />
      </GuestRoute>
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

/** The host's route table, with its error boundary, under whatever router surrounds it (memory in tests). */
export function AppRoutes() {
  const { pathname, search } = useLocation();
  const page = useRoutes(routes);
  // A prerendered screen serves only the path the page was opened at, until the visitor leaves it.
  useLayoutEffect(() => discardPrerenderedScreens(prerenderedElement(pathname)), [pathname]);
  return (
    <RouteErrorBoundary resetKey={`${pathname}${search}`}>
      <RootLayout>
        {/* While a signed-in page's code loads (signedInPages.ts): the host's one loading text. */}
        <Suspense
          fallback={
            <Page narrow>
              <LoadingStatus />
            </Page>
          }
        >
          {page}
        </Suspense>
      </RootLayout>
    </RouteErrorBoundary>
  );
}
