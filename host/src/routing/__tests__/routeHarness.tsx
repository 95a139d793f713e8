import { render, screen } from '@testing-library/react';
import type { AuthContextValue } from '@thryve/shared';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType, useRoutes, type RouteObject } from 'react-router';

import { WithAuth } from '../../test/fakeAuth';

// The declarative router, as in the app (App.tsx, AppRoutes.tsx).
function Routes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const action = useNavigationType();
  const element = useRoutes(routes);
  return (
    <>
      <output data-testid="router-location" data-action={action} hidden>
        {`${location.pathname}${location.search}`}
      </output>
      {element}
    </>
  );
}

/** A memory router under a fake auth state that a test can change while it runs (sign-out in another tab). */
export function renderWithRoutes(routes: RouteObject[], auth: AuthContextValue, path: string) {
  const tree = (value: AuthContextValue): ReactNode => (
    <WithAuth value={value}>
      <MemoryRouter initialEntries={[path]}>
        <Routes routes={routes} />
      </MemoryRouter>
    </WithAuth>
  );
  const view = render(tree(auth));
  return {
    location: () => screen.getByTestId('router-location').textContent,
    navigationType: () => screen.getByTestId('router-location').dataset.action,
    setAuth: (next: AuthContextValue) => view.rerender(tree(next)),
  };
}
