import { useLocation, useRoutes } from 'react-router';

import { RouteErrorBoundary } from './RouteErrorBoundary';
import { appRoutes } from './routes';

/** The host's routes under any router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  const { key } = useLocation();
  const routes = useRoutes(appRoutes);
  return <RouteErrorBoundary resetKey={key}>{routes}</RouteErrorBoundary>;
}
