import { LocalizationProvider, type AuthProviderProps } from '@thryve/shared';
import { useCallback, type ReactNode } from 'react';
import { useLocation } from 'wouter';

import { RemoteAuthProvider } from '../remotes/RemoteAuthProvider';
import { useDocumentLanguage, usePageLocale } from './usePageLocale';

type Navigate = NonNullable<AuthProviderProps['navigate']>;

function DocumentLanguage() {
  useDocumentLanguage();
  return null;
}

/**
 * Every route runs under the remote's AuthProvider, which navigates through the host's router. The screens speak
 * the visitor's language: the locale is put in force around the provider, so the host's own texts (loading,
 * unavailable) follow it even when the remote is down, and the remote's provider inherits it.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  // wouter's navigate is one function for the location's life: so is the provider's callback (and every
  // useAuth consumer's).
  const [, routerNavigate] = useLocation();
  const navigate = useCallback<Navigate>(
    (path, options) => routerNavigate(path, { replace: options?.replace ?? false }),
    [routerNavigate],
  );
  return (
    <LocalizationProvider locale={usePageLocale()}>
      <DocumentLanguage />
      <RemoteAuthProvider navigate={navigate}>{children}</RemoteAuthProvider>
    </LocalizationProvider>
  );
}
