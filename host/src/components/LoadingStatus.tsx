import { useMessages } from '@thryve/shared';
import './LoadingStatus.css';

/** The one loading text of the host (also what e2e waits on): a polite live region. */
export function LoadingStatus({ label }: { label?: string }) {
  const { t } = useMessages();
  return (
    <p role="status" className="loading-status">
      {label ?? t('host.loading')}
    </p>
  );
}
