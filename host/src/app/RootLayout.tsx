import type { AuthProviderProps } from '@thryve/shared';
import { useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router';

import { RemoteAuthProvider } from '../remotes/RemoteAuthProvider';

type Navigate = NonNullable<AuthProviderProps['navigate']>;

/** Every route runs under the remote's AuthProvider, which navigates through the host's router. */
export function RootLayout() {
  const routerNavigate = useNavigate();
  const navigate = useCallback<Navigate>(
    (path, options) => {
      void routerNavigate(path, { replace: options?.replace ?? false });
    },
    [routerNavigate],
  );
  return (
    <RemoteAuthProvider navigate={navigate}>
      <Outlet />
    </RemoteAuthProvider>
  );
}
