import { render, screen } from '@testing-library/react';
import type { AuthContextValue } from '@thryve/shared';
import type { ReactNode } from 'react';
import { Router, useLocation, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { WithAuth } from '../../test/fakeAuth';

function CurrentLocation() {
  const [pathname] = useLocation();
  const search = useSearch();
  return (
    <output data-testid="router-location" hidden>
      {search ? `${pathname}?${search}` : pathname}
    </output>
  );
}

/**
 * The routes (a `<Switch>`) on a memory location, as the app has them on the browser's, under a fake auth state
 * that a test can change while it runs (sign-out in another tab).
 */
export function renderWithRoutes(routes: ReactNode, auth: AuthContextValue, path: string) {
  const location = memoryLocation({ path, record: true });
  const tree = (value: AuthContextValue): ReactNode => (
    <WithAuth value={value}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <CurrentLocation />
        {routes}
      </Router>
    </WithAuth>
  );
  const view = render(tree(auth));
  return {
    location: () => screen.getByTestId('router-location').textContent,
    /** Every entry of the session history, oldest first: a redirect that replaced leaves one. */
    history: () => [...location.history],
    setAuth: (next: AuthContextValue) => view.rerender(tree(next)),
  };
}
