import './LoadingStatus.css';

/** The one loading text of the host (also what e2e waits on): a polite live region. */
export function LoadingStatus({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" className="loading-status">
      {label}
    </p>
  );
}
