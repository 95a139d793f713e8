import { act, screen } from '@testing-library/react';
import { Route, Switch } from 'wouter';

import { AuthRemoteContext } from '../../remotes/AuthRemoteContext';
import { fakeAuth, signedIn } from '../../test/fakeAuth';
import { ProtectedRoute } from '../ProtectedRoute';
import { renderWithRoutes } from './routeHarness';

const routes = (
  <Switch>
    <Route path="/">
      <ProtectedRoute>
        <h1>Dashboard</h1>
      </ProtectedRoute>
    </Route>
    <Route path="/reports">
      <ProtectedRoute>
        <h1>Reports</h1>
      </ProtectedRoute>
    </Route>
    <Route path="/admin">
      <ProtectedRoute requiredRole="admin">
        <h1>Admin area</h1>
      </ProtectedRoute>
    </Route>
    <Route path="/signin">
      <h1>Sign in</h1>
    </Route>
  </Switch>
);

describe('ProtectedRoute', () => {
  it('shows a loading text while the auth state resolves, never the sign-in page', () => {
    const harness = renderWithRoutes(routes, fakeAuth({ loading: true }), '/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(harness.location()).toBe('/');
  });

  it('renders the screen for a remembered user once the auth state resolves', () => {
    const harness = renderWithRoutes(routes, fakeAuth({ loading: true }), '/');
    act(() => harness.setAuth(signedIn()));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /signin with the page they asked for (path and query)', () => {
    const harness = renderWithRoutes(routes, fakeAuth(), '/reports?week=12');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(harness.location()).toBe('/signin?returnTo=%2Freports%3Fweek%3D12');
    // Replaced, not pushed: Back does not return to the page that sent the visitor away.
    expect(harness.history()).toEqual(['/signin?returnTo=%2Freports%3Fweek%3D12']);
  });

  it('sends a user whose role differs from the required one to /', () => {
    const harness = renderWithRoutes(routes, signedIn({ role: 'member' }), '/admin');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(harness.location()).toBe('/');
  });

  it('sends a user without any role to / when a role is required', () => {
    const harness = renderWithRoutes(routes, signedIn({ role: null }), '/admin');
    expect(harness.location()).toBe('/');
  });

  it('renders the screen when the role matches', () => {
    renderWithRoutes(routes, signedIn({ role: 'admin' }), '/admin');
    expect(screen.getByRole('heading', { name: 'Admin area' })).toBeInTheDocument();
  });

  it('reacts to a sign-out at any time (e.g. in another tab)', () => {
    const harness = renderWithRoutes(routes, signedIn(), '/reports');
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    act(() => harness.setAuth(fakeAuth()));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(harness.location()).toBe('/signin?returnTo=%2Freports');
  });

  it('reacts to a role taken away at the next token refresh', () => {
    const harness = renderWithRoutes(routes, signedIn({ role: 'admin' }), '/admin');
    act(() => harness.setAuth(signedIn({ role: null })));
    expect(harness.location()).toBe('/');
  });

  it('shows the unavailable screen when the auth remote cannot be loaded', () => {
    const retry = jest.fn();
    renderWithRoutes(
      <Route path="/">
        <AuthRemoteContext.Provider value={{ status: 'unavailable', retry }}>
          <ProtectedRoute>
            <h1>Dashboard</h1>
          </ProtectedRoute>
        </AuthRemoteContext.Provider>
      </Route>,
      fakeAuth(),
      '/',
    );
    expect(screen.getByRole('heading', { name: 'Sign-in is temporarily unavailable' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
