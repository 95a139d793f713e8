import { act, screen } from '@testing-library/react';
import { AuthRemoteContext } from '@thryve/federation/react';
import { Route, Routes } from 'react-router-dom';

import { fakeAuth, signedIn } from '../../test/fakeAuth';
import { ProtectedRoute } from '../ProtectedRoute';
import { renderWithRoutes } from './routeHarness';

const routes = (
  <Routes>
    <Route
      path="/"
      element={
        <ProtectedRoute>
          <h1>Dashboard</h1>
        </ProtectedRoute>
      }
    />
    <Route
      path="/reports"
      element={
        <ProtectedRoute>
          <h1>Reports</h1>
        </ProtectedRoute>
      }
    />
    <Route
      path="/admin"
      element={
        <ProtectedRoute requiredRole="admin">
          <h1>Admin area</h1>
        </ProtectedRoute>
      }
    />
    <Route
      path="/journal"
      element={
        <ProtectedRoute requireVerifiedEmail>
          <h1>Journal</h1>
        </ProtectedRoute>
      }
    />
    <Route
      path="/admin/audit"
      element={
        <ProtectedRoute requiredRole="admin" requireVerifiedEmail>
          <h1>Audit</h1>
        </ProtectedRoute>
      }
    />
    <Route path="/signin" element={<h1>Sign in</h1>} />
    <Route path="/verify-email" element={<h1>Verify your email</h1>} />
  </Routes>
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
      <Routes>
        <Route
          path="/"
          element={
            <AuthRemoteContext.Provider value={{ status: 'unavailable', retry }}>
              <ProtectedRoute>
                <h1>Dashboard</h1>
              </ProtectedRoute>
            </AuthRemoteContext.Provider>
          }
        />
      </Routes>,
      fakeAuth(),
      '/',
    );
    expect(screen.getByRole('heading', { name: 'Sign-in is temporarily unavailable' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('ProtectedRoute requireVerifiedEmail', () => {
  it('sends a user whose email is not verified to /verify-email with the page they asked for', () => {
    const harness = renderWithRoutes(routes, signedIn({}, { emailVerified: false }), '/journal?day=3');
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(harness.location()).toBe('/verify-email?returnTo=%2Fjournal%3Fday%3D3');
    // Replaced: Back does not return to the page that sent the visitor away.
    expect(harness.history()).toEqual(['/verify-email?returnTo=%2Fjournal%3Fday%3D3']);
  });

  it('renders the screen for a user whose email is verified', () => {
    renderWithRoutes(routes, signedIn({}, { emailVerified: true }), '/journal');
    expect(screen.getByRole('heading', { name: 'Journal' })).toBeInTheDocument();
  });

  it('lets an unverified user through the routes that do not ask for it', () => {
    renderWithRoutes(routes, signedIn({}, { emailVerified: false }), '/reports');
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
  });

  it('still sends a signed-out visitor to sign-in first', () => {
    const harness = renderWithRoutes(routes, fakeAuth(), '/journal');
    expect(harness.location()).toBe('/signin?returnTo=%2Fjournal');
  });

  it('checks the role before the email: a user without the role goes to /', () => {
    const harness = renderWithRoutes(routes, signedIn({ role: null }, { emailVerified: false }), '/admin/audit');
    expect(harness.location()).toBe('/');
  });

  it('with the role, asks for the email too', () => {
    const harness = renderWithRoutes(routes, signedIn({ role: 'admin' }, { emailVerified: false }), '/admin/audit');
    expect(harness.location()).toBe('/verify-email?returnTo=%2Fadmin%2Faudit');
  });
});
