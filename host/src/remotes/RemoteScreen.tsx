import { RemoteScreen as ThryveRemoteScreen, type RemoteScreenProps } from '@thryve/federation/react';

import { LoadingStatus } from '../components/LoadingStatus';
import { Page } from '../components/Page';
import { RemoteUnavailable } from './RemoteUnavailable';

/**
 * A screen of the auth remote (SignIn, SignUp, UserProfile) through @thryve/federation's RemoteScreen, with the
 * host's loading and unavailable screens. The remote screen brings its own `main` landmark; the host's states bring
 * theirs.
 */
export function RemoteScreen<P extends object>({ load, props }: Pick<RemoteScreenProps<P>, 'load' | 'props'>) {
  return (
    <ThryveRemoteScreen
      load={load}
      props={props}
      loading={
        <Page narrow>
          <LoadingStatus />
        </Page>
      }
      unavailable={(retry) => (
        <Page narrow>
          <RemoteUnavailable onRetry={retry} />
        </Page>
      )}
    />
  );
}
