import type { RouteObject } from 'react-router';

import { AdminPage } from '../routes/admin/AdminPage';
import { HomePage } from '../routes/HomePage';
import { NotFoundPage } from '../routes/NotFoundPage';
import { SignInPage } from '../routes/SignInPage';
import { SignUpPage } from '../routes/SignUpPage';
import { GuestRoute } from '../routing/GuestRoute';
import { ProtectedRoute } from '../routing/ProtectedRoute';
import { paths } from './paths';
import { RootLayout } from './RootLayout';

/** The host's route table, rendered by AppRoutes (with its error boundary) under any router. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <ProtectedRoute />,
        children: [{ path: paths.home, element: <HomePage /> }],
      },
      {
        element: <ProtectedRoute requiredRole="admin" />,
        children: [{ path: paths.admin, element: <AdminPage /> }],
      },
      {
        element: <GuestRoute />,
        children: [
          { path: paths.signIn, element: <SignInPage /> },
          { path: paths.signUp, element: <SignUpPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
