import { RemoteUnavailable as ThryveRemoteUnavailable } from '@thryve/federation/react';
import './RemoteUnavailable.css';

/** The screen shown while the auth remote cannot be reached: @thryve/federation's, in the host's style. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <ThryveRemoteUnavailable
      onRetry={onRetry}
      className="remote-unavailable"
      buttonClassName="button button--primary"
    />
  );
}
