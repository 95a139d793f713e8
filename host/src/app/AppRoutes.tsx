import { Suspense } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';

import { LoadingStatus } from '../components/LoadingStatus';
import { Page } from '../components/Page';
import { NotFoundPage } from '../routes/NotFoundPage';
import { AdminPage, HomePage } from '../routes/signedInPages';
import { SignInPage } from '../routes/SignInPage';
import { SignUpPage } from '../routes/SignUpPage';
import { GuestRoute } from '../routing/GuestRoute';
import { ProtectedRoute } from '../routing/ProtectedRoute';
import { paths } from './paths';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** The host's route table, with its error boundary, on whatever location the router gives (memory in tests). */
export function AppRoutes() {
  const [pathname] = useLocation();
  const search = useSearch();
  return (
    <RouteErrorBoundary resetKey={`${pathname}?${search}`}>
      <RootLayout>
        {/* While a signed-in page's code loads (signedInPages.ts): the host's one loading text. */}
        <Suspense
          fallback={
            <Page narrow>
              <LoadingStatus />
            </Page>
          }
        >
          <Switch>
            <Route path={paths.home}>
              <ProtectedRoute>
                <HomePage />
              </ProtectedRoute>
            </Route>
            <Route path={paths.admin}>
              <ProtectedRoute requiredRole="admin">
                <AdminPage />
              </ProtectedRoute>
            </Route>
            <Route path={paths.signIn}>
              <GuestRoute>
                <SignInPage />
              </GuestRoute>
            </Route>
            <Route path={paths.signUp}>
              <GuestRoute>
                <SignUpPage />
              </GuestRoute>
            </Route>
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Suspense>
      </RootLayout>
    </RouteErrorBoundary>
  );
}
