import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { fakeAuth, signedIn } from '../../test/fakeAuth';
import { GuestRoute } from '../GuestRoute';
import { renderWithRoutes } from './routeHarness';

const routes = (
  <Routes>
    <Route path="/" element={<h1>Dashboard</h1>} />
    <Route path="/reports" element={<h1>Reports</h1>} />
    <Route
      path="/signin"
      element={
        <GuestRoute>
          <h1>Sign in</h1>
        </GuestRoute>
      }
    />
    <Route
      path="/signup"
      element={
        <GuestRoute>
          <h1>Sign up</h1>
        </GuestRoute>
      }
    />
  </Routes>
);

describe('GuestRoute', () => {
  it('shows the sign-in screen to a signed-out visitor', () => {
    renderWithRoutes(routes, fakeAuth(), '/signin');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('waits for the auth state instead of flashing the form', () => {
    renderWithRoutes(routes, fakeAuth({ loading: true }), '/signin');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it.each(['/signin', '/signup'])('sends a signed-in user from %s to the dashboard', (path) => {
    const harness = renderWithRoutes(routes, signedIn(), path);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(harness.location()).toBe('/');
  });

  it('sends a signed-in user to a safe returnTo', () => {
    const harness = renderWithRoutes(routes, signedIn(), '/signin?returnTo=%2Freports');
    expect(harness.location()).toBe('/reports');
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com', '/\t/evil.com', '/.//evil.com'])(
    'ignores the unsafe returnTo %s',
    (returnTo) => {
      const harness = renderWithRoutes(routes, signedIn(), `/signin?returnTo=${encodeURIComponent(returnTo)}`);
      expect(harness.location()).toBe('/');
    },
  );

  it('follows a sign-in that completes while the page is open', () => {
    const harness = renderWithRoutes(routes, fakeAuth(), '/signin?returnTo=%2Freports');
    act(() => harness.setAuth(signedIn()));
    expect(harness.location()).toBe('/reports');
  });
});
