import { RemoteAuthProvider } from '@thryve/federation/react';
import { LocalizationProvider, type AuthProviderProps } from '@thryve/shared';
import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

import { loadAuthProvider } from '../remotes/authRemote';
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
  // The declarative router gives a new navigate function on every location change; the provider (and every
  // useAuth consumer) keeps one callback for the page's life by calling the latest.
  const routerNavigate = useNavigate();
  const latestNavigate = useRef(routerNavigate);
  useLayoutEffect(() => {
    latestNavigate.current = routerNavigate;
  }, [routerNavigate]);
  const navigate = useCallback<Navigate>((path, options) => {
    void latestNavigate.current(path, { replace: options?.replace ?? false });
  }, []);
  return (
    <LocalizationProvider locale={usePageLocale()}>
      <DocumentLanguage />
      <RemoteAuthProvider load={loadAuthProvider} navigate={navigate}>
        {children}
      </RemoteAuthProvider>
    </LocalizationProvider>
  );
}
