import { act, render, screen } from '@testing-library/react';
import type { AuthProviderProps, NavigateFunction } from '@thryve/shared';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { RootLayout } from '../RootLayout';

// The remote's provider, stood in: it records the navigate callback the host gives it on every render.
const mockSeen: NavigateFunction[] = [];
jest.mock('../../remotes/authRemote', () => ({
  ...jest.requireActual<object>('../../remotes/authRemote'),
  loadAuthProvider: () =>
    Promise.resolve({
      default: ({ navigate, children }: AuthProviderProps) => {
        if (navigate) mockSeen.push(navigate);
        return <>{children}</>;
      },
    }),
}));

function Address() {
  const { pathname } = useLocation();
  return <output data-testid="address">{pathname}</output>;
}

describe('RootLayout', () => {
  it("gives the remote's provider one navigate for the page's life, which moves the host's router", async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <RootLayout>
          <Address />
        </RootLayout>
      </MemoryRouter>,
    );
    await act(async () => undefined);
    const navigate = mockSeen.at(-1)!;

    act(() => navigate('/account'));
    expect(screen.getByTestId('address')).toHaveTextContent('/account');
    act(() => navigate('/signin', { replace: true }));
    expect(screen.getByTestId('address')).toHaveTextContent('/signin');

    expect(mockSeen.length).toBeGreaterThan(1);
    expect(new Set(mockSeen).size).toBe(1);
  });
});
