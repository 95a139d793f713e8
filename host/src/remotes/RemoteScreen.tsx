import { createElement, type ComponentType } from 'react';

import { LoadingStatus } from '../components/LoadingStatus';
import { Page } from '../components/Page';
import type { RemoteLoader } from './authRemote';
import { useAuthRemote } from './AuthRemoteContext';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { useRemoteModule } from './useRemoteModule';

interface Props<P extends object> {
  load: RemoteLoader<{ default: ComponentType<P> }>;
  props: P;
}

/**
 * A screen of the auth remote (SignIn, SignUp, UserProfile): 'Loading…' while it loads, the unavailable screen when
 * it (or the remote's AuthProvider) cannot be loaded or fails to render, and a Try again that retries both.
 * The remote screen brings its own `main` landmark; the host's states bring theirs.
 */
export function RemoteScreen<P extends object>({ load, props }: Props<P>) {
  const provider = useAuthRemote();
  const screen = useRemoteModule(load);

  const retry = () => {
    if (provider.status === 'unavailable') provider.retry();
    screen.retry();
  };

  if (provider.status === 'unavailable' || screen.status === 'unavailable') {
    return (
      <Page narrow>
        <RemoteUnavailable onRetry={retry} />
      </Page>
    );
  }
  if (provider.status === 'loading' || screen.status === 'loading') {
    return (
      <Page narrow>
        <LoadingStatus />
      </Page>
    );
  }

  return (
    <RemoteBoundary
      fallback={(reset) => (
        <Page narrow>
          <RemoteUnavailable
            onRetry={() => {
              reset();
              retry();
            }}
          />
        </Page>
      )}
    >
      {createElement(screen.module.default, props)}
    </RemoteBoundary>
  );
}
