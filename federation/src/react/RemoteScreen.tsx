import { useMessages } from '@thryve/shared';
import { createElement, type ComponentType, type ReactNode } from 'react';

import { useAuthRemote } from './AuthRemoteContext';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { useRemoteModule, type RemoteLoader } from './useRemoteModule';

export interface RemoteScreenProps<P extends object> {
  /** Loads the screen, e.g. `() => loadRemote('auth_remote/SignIn')` (see RemoteLoader). */
  load: RemoteLoader<{ default: ComponentType<P> }>;
  /** The screen's props (SignInProps, SignUpProps, UserProfileProps). */
  props: P;
  /** Instead of RemoteUnavailable: what to show while the remote is unavailable; `retry` tries it again. */
  unavailable?: (retry: () => void) => ReactNode;
  /** Instead of the loading text (`host.loading`, a polite live region). */
  loading?: ReactNode;
}

function LoadingText() {
  const { t } = useMessages();
  return <p role="status">{t('host.loading')}</p>;
}

/**
 * A screen of the auth remote (SignIn, SignUp, UserProfile), under RemoteAuthProvider: loading while it loads,
 * the unavailable screen when it (or the remote's AuthProvider) cannot be loaded or fails to render, and a Try
 * again that retries both without a page reload.
 */
export function RemoteScreen<P extends object>({ load, props, unavailable, loading }: RemoteScreenProps<P>) {
  const provider = useAuthRemote();
  const screen = useRemoteModule(load);

  const retry = () => {
    if (provider.status === 'unavailable') provider.retry();
    screen.retry();
  };
  const showUnavailable = (onRetry: () => void) =>
    unavailable ? unavailable(onRetry) : <RemoteUnavailable onRetry={onRetry} />;

  if (provider.status === 'unavailable' || screen.status === 'unavailable') return showUnavailable(retry);
  if (provider.status === 'loading' || screen.status === 'loading') return loading ?? <LoadingText />;

  return (
    <RemoteBoundary
      fallback={(reset) =>
        showUnavailable(() => {
          reset();
          retry();
        })
      }
    >
      {createElement(screen.module.default, props)}
    </RemoteBoundary>
  );
}
