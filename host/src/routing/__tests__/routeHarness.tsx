import { render, screen } from '@testing-library/react';
import type { AuthContextValue } from '@thryve/shared';
import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType, type NavigationType } from 'react-router-dom';

import { WithAuth } from '../../test/fakeAuth';

type RecordLocation = (action: NavigationType, here: string) => void;

/** Shows the router's location, and reports each new one with how the router got there (push, replace). */
function CurrentLocation({ record }: { record: RecordLocation }) {
  const { pathname, search, key } = useLocation();
  const action = useNavigationType();
  const here = `${pathname}${search}`;
  // `action` and `here` change only with a new location (its `key`): one report each.
  useLayoutEffect(() => record(action, here), [key, action, here, record]);
  return (
    <output data-testid="router-location" hidden>
      {here}
    </output>
  );
}

/**
 * The routes (a `<Routes>`) in a memory router, as the app has them in the browser's, under a fake auth state that
 * a test can change while it runs (sign-out in another tab).
 */
export function renderWithRoutes(routes: ReactNode, auth: AuthContextValue, path: string) {
  const entries: string[] = [];
  const record: RecordLocation = (action, here) => {
    if (action === 'REPLACE' && entries.length > 0) entries[entries.length - 1] = here;
    else if (action === 'PUSH' || entries.length === 0) entries.push(here);
  };
  const tree = (value: AuthContextValue): ReactNode => (
    <WithAuth value={value}>
      <MemoryRouter initialEntries={[path]}>
        <CurrentLocation record={record} />
        {routes}
      </MemoryRouter>
    </WithAuth>
  );
  const view = render(tree(auth));
  return {
    location: () => screen.getByTestId('router-location').textContent,
    /** Every entry of the session history, oldest first: a redirect that replaced leaves one. */
    history: () => [...entries],
    setAuth: (next: AuthContextValue) => view.rerender(tree(next)),
  };
}
