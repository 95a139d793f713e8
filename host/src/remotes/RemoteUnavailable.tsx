import './RemoteUnavailable.css';

/** The screen shown while the auth remote cannot be reached. Its texts are part of the e2e contract. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="remote-unavailable" aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title">Sign-in is temporarily unavailable</h1>
      <p>We can’t reach the sign-in service right now. Please try again in a moment.</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
